import { definePlugin } from 'latchkey/plugins';
import { PASSKEY_ERROR_CODES } from './error-codes.js';
import { passkeyEndpoints } from './passkey-endpoints.js';
import { passkeyKey, resolvePasskeyOptions, type PasskeyOptions } from './passkey-options.js';
import { passkeySchema } from './schema.js';
// The plugin's events join the vocabulary wherever its type is seen (the client half included).
import type {} from './events.js';

/**
 * Passkeys (WebAuthn): users register them while signed in, then sign in
 * with one, without typing an email (discoverable credentials) or from the
 * browser's autofill (conditional UI). Built on `@simplewebauthn/server`.
 *
 * @example
 * import { passkey } from '@latchkey/passkey';
 * const auth = createAuth({
 *   baseURL: 'https://example.com',
 *   plugins: [passkey({ rpName: 'Acme' })], // rpID example.com, origin https://example.com
 * });
 */
export function passkey(options: PasskeyOptions = {}) {
  const resolved = resolvePasskeyOptions(options);
  return definePlugin({
    id: 'passkey',
    key: passkeyKey,
    endpoints: passkeyEndpoints,
    schema: passkeySchema,
    rateLimit: [{ path: '/passkey/*', ...resolved.rateLimit }],
    errorCodes: PASSKEY_ERROR_CODES,
    options: resolved,
  });
}

export type PasskeyPlugin = ReturnType<typeof passkey>;
