import { definePlugin } from 'latchkey/plugins';
import { oneTimeTokenEndpoints } from './one-time-token-endpoints.js';
import { oneTimeTokenKey, resolveOneTimeTokenOptions, type OneTimeTokenOptions } from './one-time-token-options.js';

/**
 * One-time tokens: `GET /one-time-token/generate` gives a signed-in user a
 * short-lived, single-use token; `POST /one-time-token/verify` turns it into
 * a session elsewhere (another domain, a native app). It answers the core's
 * INVALID_TOKEN and TOKEN_EXPIRED and declares no codes of its own.
 *
 * @example
 * import { oneTimeToken } from '@latchkey/one-time-token';
 * const auth = createAuth({ ..., plugins: [oneTimeToken({ expiresIn: 120 })] });
 */
export function oneTimeToken(options: OneTimeTokenOptions = {}) {
  return definePlugin({
    id: 'one-time-token',
    key: oneTimeTokenKey,
    endpoints: oneTimeTokenEndpoints,
    rateLimit: [{ path: '/one-time-token/verify', window: 60, max: 10 }],
    options: resolveOneTimeTokenOptions(options),
  });
}

export type OneTimeTokenPlugin = ReturnType<typeof oneTimeToken>;
