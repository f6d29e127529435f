import { definePlugin } from 'latchkey/plugins';
import { jwtEndpoints } from './jwt-endpoints.js';
import { jwtKey, resolveJwtOptions, type JwtOptions } from './jwt-options.js';
import { jwtSchema } from './schema.js';
import { setAuthJwtHook } from './set-auth-jwt-hook.js';

/**
 * JSON Web Tokens for sessions: `GET /token` answers a short-lived JWT for the
 * current session, `/get-session` answers carry one in `set-auth-jwt`, and
 * `GET /jwks` publishes the public keys. Keys (Ed25519 by default) are made at
 * first use, stored with the private half encrypted, and rotated with an
 * overlap. Resource servers verify with `@latchkey/jwt/verify`.
 *
 * @example
 * import { jwt } from '@latchkey/jwt';
 * const auth = createAuth({ plugins: [jwt({ expiresIn: 600, audience: 'https://api.example.com' })] });
 */
export function jwt(options: JwtOptions = {}) {
  return definePlugin({
    id: 'jwt',
    key: jwtKey,
    endpoints: jwtEndpoints,
    schema: jwtSchema,
    hooks: { after: [setAuthJwtHook] },
    options: resolveJwtOptions(options),
  });
}

export type JwtPlugin = ReturnType<typeof jwt>;
