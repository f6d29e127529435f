import { AuthError, findUserById, readSession } from 'latchkey/plugins';
import type { CurrentSession, EndpointContext, UserRow } from 'latchkey/plugins';
import { readChallenge, spendChallengeTry, type ChallengeAttempt } from './challenge-attempt.js';
import { TWO_FACTOR_ERROR_CODES } from './error-codes.js';
import { spendUserTry } from './user-failures.js';

/**
 * Whose second factor a verification route checks: the user of a pending
 * challenge (a sign-in waiting for it), or the signed-in user (confirming an
 * enrolment). Never a user named in the request.
 */
export type SecondFactorSubject =
  | { kind: 'challenge'; attempt: ChallengeAttempt; user: UserRow }
  | { kind: 'session'; current: CurrentSession; user: UserRow };

/**
 * Finds the subject, or answers 401 INVALID_TWO_FACTOR_COOKIE. A pending
 * challenge comes first: it is the flow the browser is in.
 *
 * @example
 * const subject = await secondFactorSubject(ctx);
 */
export async function secondFactorSubject(ctx: EndpointContext): Promise<SecondFactorSubject> {
  const attempt = await readChallenge(ctx);
  const challenged = attempt ? await findUserById(ctx.auth, attempt.userId) : null;
  if (attempt && challenged) return { kind: 'challenge', attempt, user: challenged };
  const current = await readSession(ctx, { disableCookieCache: true });
  const user = current ? await findUserById(ctx.auth, current.user.id) : null;
  if (current && user) return { kind: 'session', current, user };
  throw AuthError.of(TWO_FACTOR_ERROR_CODES, 'INVALID_TWO_FACTOR_COOKIE');
}

/**
 * Spends a try before a code is compared: one of the user's (across
 * challenges and addresses) and, during a sign-in, one of the challenge's.
 */
export async function spendTry(ctx: EndpointContext, subject: SecondFactorSubject): Promise<void> {
  await spendUserTry(ctx, subject.user.id);
  if (subject.kind === 'challenge') await spendChallengeTry(ctx, subject.attempt);
}
