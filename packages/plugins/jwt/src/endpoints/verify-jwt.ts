import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import type { VerifyJwtResult } from '../verify.js';
import { verifySessionJwt } from '../verify-session-jwt.js';
import { jwtRoutes } from '../routes.js';

/**
 * `auth.api.verifyJWT({ body: { token } })`, on the server only: checks a
 * token against this instance's published keys, issuer and audience. Answers
 * `{ ok: true, payload }` or `{ ok: false, reason }`.
 */
export const verifyJwtEndpoint = defineEndpoint({
  ...jwtRoutes.verifyJwtEndpoint,
  body: lazySchema((z) => z.object({ token: z.string().min(1).max(16_384) })),
  meta: { serverOnly: true },
  handler: (ctx): Promise<VerifyJwtResult> => verifySessionJwt(ctx.auth, ctx.body.token),
});
