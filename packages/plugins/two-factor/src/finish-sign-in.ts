import { AuthError, CORE_ERROR_CODES, issueSession, toPublicRecord, emitEvent } from 'latchkey/plugins';
import type { EndpointContext, User } from 'latchkey/plugins';
import { claimChallenge, endChallenge } from './challenge-attempt.js';
import { TWO_FACTOR_ERROR_CODES } from './error-codes.js';
import type { SecondFactorSubject } from './second-factor-subject.js';
import { trustDevice } from './trusted-device.js';
import { findTwoFactor } from './two-factor-record.js';
import { clearUserTries } from './user-failures.js';

export interface FinishOptions {
  trustDevice?: boolean | undefined;
  /** Spend the factor without creating a session (the answer's token is null). */
  disableSession?: boolean | undefined;
}

/**
 * What follows a right second factor: the challenge ends and its sign-in
 * becomes a session (method `two-factor`, with the rememberMe of the first
 * factor), or a signed-in user keeps theirs; optionally this browser is
 * trusted from now on.
 *
 * @example
 * return finishSignIn(ctx, subject, { trustDevice: ctx.body.trustDevice });
 */
export async function finishSignIn(
  ctx: EndpointContext,
  subject: SecondFactorSubject,
  options: FinishOptions = {},
): Promise<{ token: string | null; user: User }> {
  const answer = subject.kind === 'session' ? { token: subject.current.token, user: subject.current.user } : await signIn(ctx, subject, options);
  await clearUserTries(ctx, subject.user.id);
  if (options.trustDevice) {
    const row = await findTwoFactor(ctx.auth, subject.user.id);
    if (row) await trustDevice(ctx, row);
    if (row) await emitEvent(ctx, { type: 'two-factor.trusted-device-added', userId: subject.user.id });
  }
  return answer;
}

async function signIn(
  ctx: EndpointContext,
  subject: Extract<SecondFactorSubject, { kind: 'challenge' }>,
  options: FinishOptions,
): Promise<{ token: string | null; user: User }> {
  const claimed = await claimChallenge(ctx, subject.attempt);
  await endChallenge(ctx, subject.attempt);
  if (!claimed) throw AuthError.of(TWO_FACTOR_ERROR_CODES, 'INVALID_TWO_FACTOR_COOKIE');
  if (options.disableSession) return { token: null, user: toPublicRecord<User>(ctx.auth.schema.user!, subject.user) };
  const issued = await issueSession(ctx, { user: subject.user, method: 'two-factor', rememberMe: subject.attempt.rememberMe });
  if (issued.kind !== 'session') throw AuthError.of(CORE_ERROR_CODES, 'FAILED_TO_CREATE_SESSION');
  return { token: issued.token, user: issued.user };
}
