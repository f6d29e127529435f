import {
  AuthError,
  CORE_ERROR_CODES,
  claimVerifiedEmail,
  consumeToken,
  issueSession,
  withQuery,
  emitEvent,
} from 'latchkey/plugins';
import type { ChallengeAnswer, EndpointContext, Session, User } from 'latchkey/plugins';
import { LINK_PURPOSE, parsePayload } from './link-token.js';
import { checkTargets, type LinkTargets } from './link-targets.js';
import { magicLinkKey } from './magic-link-options.js';

/** A JSON sign-in answer, or a challenge's data (two-factor). */
export type LinkAnswer = { token: string; user: User; session: Session } | ChallengeAnswer;

/**
 * Uses a link: the landing places are checked again, the token is spent
 * atomically (exactly one of any number of simultaneous uses succeeds), the
 * address it was mailed to is claimed (a new verified user unless sign-up is
 * off; an unverified account loses an unproven password and its sessions),
 * and the session comes from `issueSession`, so a banned user is refused and a
 * user with two-factor gets the challenge. Success redirects to
 * `newUserCallbackURL` (new users) or `callbackURL`; failure to
 * `errorCallbackURL?error=CODE`; without them the answer is JSON. An
 * invalid, used or expired link reports `sign-in.failed` once.
 *
 * @example
 * return completeSignIn(ctx, { token, ...targets });
 */
export async function completeSignIn(ctx: EndpointContext, input: { token: string } & LinkTargets): Promise<LinkAnswer | Response> {
  const targets = checkTargets(ctx, input);
  try {
    return await signIn(ctx, input.token, targets);
  } catch (error) {
    if (error instanceof AuthError && targets.errorCallbackURL !== undefined) {
      return ctx.redirect(withQuery(targets.errorCallbackURL, { error: error.code }));
    }
    throw error;
  }
}

/** Reports the refused link once (`sign-in.failed`, no user: none is known), then answers the refusal. */
async function refuse(ctx: EndpointContext, code: 'INVALID_TOKEN' | 'TOKEN_EXPIRED'): Promise<never> {
  await emitEvent(ctx, { type: 'sign-in.failed', userId: null, method: 'magic-link', detail: { reason: 'invalid-credentials' } });
  throw AuthError.of(CORE_ERROR_CODES, code);
}

async function signIn(ctx: EndpointContext, token: string, targets: LinkTargets): Promise<LinkAnswer | Response> {
  const consumed = await consumeToken(ctx.auth, { purpose: LINK_PURPOSE, token });
  if (!consumed.ok) return refuse(ctx, consumed.reason === 'expired' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN');
  const payload = await parsePayload(consumed.value);
  if (!payload) return refuse(ctx, 'INVALID_TOKEN');
  const claimed = await claimVerifiedEmail(ctx.auth, {
    email: payload.email,
    signUp: !magicLinkKey.options(ctx.auth).disableSignUp,
    profile: { name: payload.name },
    withSignUp: (db, user) => emitEvent(ctx, { type: 'user.signed-up', userId: user.id, method: 'magic-link' }, { db }),
  });
  if (!claimed) return refuse(ctx, 'INVALID_TOKEN');
  const issued = await issueSession(ctx, { user: claimed.user, method: 'magic-link' });
  if (issued.kind === 'challenge') {
    // Without a landing place the use is a JSON call, which answers the challenge's data.
    if (targets.callbackURL === undefined) return issued.challenge.data;
    return ctx.redirect(issued.challenge.redirectTo ?? targets.callbackURL);
  }
  const to = (claimed.created ? targets.newUserCallbackURL : undefined) ?? targets.callbackURL;
  if (to !== undefined) return ctx.redirect(to);
  return { token: issued.token, user: issued.user, session: issued.session };
}
