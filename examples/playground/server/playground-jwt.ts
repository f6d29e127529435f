import { jwt } from '@latchkey/jwt';

/**
 * The playground's jwt plugin: `/api/auth/token` and `/api/auth/jwks`, and a
 * `set-auth-jwt` header on every session answer. Tokens carry the public user
 * fields and the platform role, so a service can authorise without a lookup.
 *
 * @example
 * createAuth({ plugins: [playgroundJwt()] });
 */
export function playgroundJwt() {
  return jwt({
    definePayload: ({ user }) => ({ id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified, role: user.role ?? 'user' }),
  });
}
