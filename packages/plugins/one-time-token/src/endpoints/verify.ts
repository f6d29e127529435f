import {
  AuthError,
  consumeToken,
  CORE_ERROR_CODES,
  defineEndpoint,
  findUserById,
  issueSession,
  listUserSessions,
  type AuthContext,
  type Session,
  type User,
  type UserRow,
  lazySchema,
  emitEvent,
  type EndpointContext,
} from 'latchkey/plugins';
import { oneTimeTokenKey } from '../one-time-token-options.js';
import { ONE_TIME_TOKEN_PURPOSE, type HandedSession } from '../token-purpose.js';
import { oneTimeTokenRoutes } from '../routes.js';

/** Reports the refused token once (`sign-in.failed`, no user: none is taken from a refused token), then answers the refusal. */
async function refuse(ctx: EndpointContext, code: 'INVALID_TOKEN' | 'TOKEN_EXPIRED'): Promise<never> {
  await emitEvent(ctx, { type: 'sign-in.failed', userId: null, method: 'one-time-token', detail: { reason: 'invalid-credentials' } });
  throw AuthError.of(CORE_ERROR_CODES, code);
}

/**
 * `POST /one-time-token/verify`: spends the token (an atomic delete, so of
 * simultaneous uses exactly one succeeds) and signs its user in with a new
 * session through `issueSession`, so bans and the second-factor challenge
 * apply as on any sign-in. The session the token was made from must still be
 * live. Answers `{ session, user }` and sets the session cookie unless
 * `disableSetSessionCookie` is on. Unknown, spent and voided tokens answer
 * 400 INVALID_TOKEN; expired ones 400 TOKEN_EXPIRED. Each refusal reports
 * `sign-in.failed` (`invalid-credentials`) once.
 */
export const verifyOneTimeToken = defineEndpoint({
  ...oneTimeTokenRoutes.verifyOneTimeToken,
  body: lazySchema((z) => z.object({ token: z.string().min(1).max(256) })),
  meta: { authEntry: true, noStore: true },
  handler: async (ctx): Promise<{ session: Session; user: User }> => {
    const consumed = await consumeToken(ctx.auth, { purpose: ONE_TIME_TOKEN_PURPOSE, token: ctx.body.token });
    if (!consumed.ok) return refuse(ctx, consumed.reason === 'expired' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN');
    const user = await userOfLiveSession(ctx.auth, JSON.parse(consumed.value) as HandedSession);
    if (!user) return refuse(ctx, 'INVALID_TOKEN');
    const { disableSetSessionCookie } = oneTimeTokenKey.options(ctx.auth);
    const issued = await issueSession(ctx, { user, method: 'one-time-token', cookies: !disableSetSessionCookie });
    if (issued.kind === 'challenge') return issued.challenge.data as never;
    return { session: { ...issued.session, token: issued.token }, user: issued.user };
  },
});

/** The user, when the session the token came from still exists, is theirs and has not expired. */
async function userOfLiveSession(auth: AuthContext, handed: HandedSession): Promise<UserRow | null> {
  // Listed wherever sessions live (the table or secondary storage); only live ones are listed.
  const sessions = await listUserSessions(auth, handed.userId);
  if (!sessions.some((session) => session.id === handed.sessionId)) return null;
  return findUserById(auth, handed.userId);
}
