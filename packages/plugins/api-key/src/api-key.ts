import { definePlugin } from 'latchkey/plugins';
import { apiKeyEndpoints } from './api-key-endpoints.js';
import { apiKeyKey, resolveApiKeyOptions, type ApiKeyOptions } from './api-key-options.js';
import { deleteExpiredKeys } from './delete-expired-keys.js';
import { API_KEY_ERROR_CODES } from './error-codes.js';
import { apiKeySessionExtension } from './key-session.js';
import { hideSessionTokens, keySessionGuard } from './key-session-guard.js';
import { apiKeySchema } from './schema.js';
// The plugin's events join the vocabulary wherever its type is seen (the client half included).
import type {} from './events.js';

/**
 * API keys: users create keys for their scripts and integrations; the app
 * verifies them (`auth.api.verifyApiKey`) or, with `enableSessionForAPIKeys`,
 * lets an `x-api-key` header stand in for a session on ordinary routes. Keys
 * are stored as hashes, shown once, and can expire, run out, refill and be
 * rate limited (10 uses a day by default).
 *
 * @example
 * import { apiKey } from '@latchkey/api-key';
 * const auth = createAuth({ plugins: [apiKey({ defaultPrefix: 'acme_', enableSessionForAPIKeys: true })] });
 */
export function apiKey(options: ApiKeyOptions = {}) {
  const resolved = resolveApiKeyOptions(options);
  return definePlugin({
    id: 'api-key',
    key: apiKeyKey,
    endpoints: apiKeyEndpoints,
    schema: apiKeySchema,
    session: apiKeySessionExtension,
    hooks: { before: [keySessionGuard], after: [hideSessionTokens] },
    errorCodes: API_KEY_ERROR_CODES,
    cleanup: async (auth, input) => ({ apiKeys: await deleteExpiredKeys(auth, input) }),
    options: resolved,
  });
}

export type ApiKeyPlugin = ReturnType<typeof apiKey>;
