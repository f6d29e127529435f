import { definePlugin } from 'latchkey/plugins';
import { USERNAME_ERROR_CODES } from './error-codes.js';
import { usernameSchema } from './schema.js';
import { usernameEndpoints } from './username-endpoints.js';
import { usernameFieldHooks } from './username-fields.js';
import { usernameKey, resolveUsernameOptions, type UsernameOptions } from './username-options.js';

/**
 * Usernames: `username` and `displayUsername` on the user, set at sign-up and
 * through /update-user, sign-in with `POST /sign-in/username`, and
 * `POST /is-username-available` (rate-limited).
 *
 * @example
 * import { username } from '@latchkey/username';
 * const auth = createAuth({ ..., plugins: [username({ minUsernameLength: 4 })] });
 */
export function username(options: UsernameOptions = {}) {
  const resolved = resolveUsernameOptions(options);
  return definePlugin({
    id: 'username',
    key: usernameKey,
    endpoints: usernameEndpoints,
    schema: usernameSchema,
    hooks: { before: usernameFieldHooks },
    rateLimit: [{ path: '/is-username-available', ...resolved.availabilityRateLimit }],
    errorCodes: USERNAME_ERROR_CODES,
    options: resolved,
  });
}

export type UsernamePlugin = ReturnType<typeof username>;
