import { defineEndpoint, sessionMiddleware } from 'latchkey/plugins';
import { signSessionJwt } from '../sign-session-jwt.js';
import { jwtRoutes } from '../routes.js';

/**
 * `GET /token`: a short-lived JWT for the current session, for calling
 * services that verify it against `/jwks` instead of asking Latchkey.
 * Without a session: 401.
 */
export const token = defineEndpoint({
  ...jwtRoutes.token,
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<{ token: string }> => ({ token: await signSessionJwt(ctx.auth, ctx.session) }),
});
