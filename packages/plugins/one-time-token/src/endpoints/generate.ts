import { databaseSessionMiddleware, defineEndpoint, generateRandomString, storeToken } from 'latchkey/plugins';
import { oneTimeTokenKey } from '../one-time-token-options.js';
import { ONE_TIME_TOKEN_PURPOSE, type HandedSession } from '../token-purpose.js';
import { oneTimeTokenRoutes } from '../routes.js';

/**
 * `GET /one-time-token/generate`: a 32-character token for the signed-in user,
 * valid three minutes by default and usable once. Only its SHA-256 is stored,
 * bound to the session it was made from, so signing that session out voids it.
 * The session is read from the database. The route is marked `sensitive`: the
 * token becomes a new session that outlives this one, so a session acting on
 * someone's behalf (impersonation) or an anonymous one cannot make it.
 */
export const generateOneTimeToken = defineEndpoint({
  ...oneTimeTokenRoutes.generateOneTimeToken,
  meta: { noStore: true, sensitive: true },
  use: [databaseSessionMiddleware],
  handler: async (ctx): Promise<{ token: string }> => {
    const token = generateRandomString(32);
    const value: HandedSession = { userId: ctx.session.user.id, sessionId: ctx.session.session.id };
    await storeToken(ctx.auth, {
      purpose: ONE_TIME_TOKEN_PURPOSE,
      token,
      // `userId` first, as JSON: deleting the user deletes the token with its other pending tokens.
      value: JSON.stringify(value),
      expiresIn: oneTimeTokenKey.options(ctx.auth).expiresIn,
    });
    return { token };
  },
});
