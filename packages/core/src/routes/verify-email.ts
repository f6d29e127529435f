import { lazySchema, type Zod } from '../endpoint/lazy-schema.js';
import { confirmEmailChange } from '../account/confirm-email-change.js';
import { emailTokenPurpose, type EmailTokenPurpose } from '../account/email-token-purpose.js';
import type { UserRow } from '../account/find-user.js';
import { dropSessionCache } from '../account/drop-session-cache.js';
import { redirectInput } from '../account/input-schemas.js';
import { spendEmailToken, type EmailTokenFailure, type EmailTokenOutcome } from '../account/spend-email-token.js';
import { withQuery } from '../account/with-query.js';
import { toPublicRecord } from '../db/public-record.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import type { EndpointContext } from '../declarations/auth-context.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { assertSafeRedirect } from '../security/safe-redirect.js';
import { issueSession } from '../session/issue-session.js';
import type { User } from '../session/session-types.js';
import { refreshSessionUser } from '../session/refresh-session-user.js';
import { coreRoutes } from './core-routes.js';
import { emitEvent } from '../events/emit-event.js';

const query = (z: Zod) => z.object({
  token: z.string().max(2048),
  callbackURL: redirectInput(z).optional(),
  type: z.enum(['email-verification', 'change-email']).optional(),
});

/** Spec §8: the codes a failed verification carries on a redirect, plus one for a change of email to a taken address. */
const REDIRECT_CODES: Record<EmailTokenFailure, string> = {
  INVALID_TOKEN: 'invalid_token',
  TOKEN_EXPIRED: 'token_expired',
  USER_NOT_FOUND: 'user_not_found',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'user_already_exists_use_another_email',
};

/**
 * `GET /verify-email`: the link in a verification mail or in a change-of-email
 * confirmation; the token says which, `type` is optional. The callbackURL is
 * checked before the token is touched, so a hostile target neither spends the
 * token nor learns anything; failures redirect with `?error=` or answer JSON.
 */
export const verifyEmail = defineEndpoint({
  ...coreRoutes.verifyEmail,
  query: lazySchema(query),
  handler: async (ctx): Promise<{ status: true; user: User } | Response> => {
    const auth = ctx.auth;
    const { token, callbackURL, type } = ctx.query;
    if (callbackURL !== undefined) assertSafeRedirect(callbackURL, auth.origins, 'callbackURL');
    const purpose = emailTokenPurpose(token, type);
    const outcome = await spendLink(ctx, { token, purpose, callbackURL });
    if (!outcome.ok) {
      if (callbackURL !== undefined) return ctx.redirect(withQuery(callbackURL, { error: REDIRECT_CODES[outcome.code] }));
      throw AuthError.of(CORE_ERROR_CODES, outcome.code);
    }
    dropSessionCache(ctx);
    if (purpose === 'email-verification' && auth.options.emailVerification?.autoSignInAfterVerification) {
      await autoSignIn(ctx, outcome.user);
    }
    if (callbackURL !== undefined) return ctx.redirect(callbackURL);
    return { status: true, user: toPublicRecord<User>(auth.schema.user!, outcome.user) };
  },
});

/** Spends the link's token for its purpose; a `type` that contradicts the token answers INVALID_TOKEN. */
function spendLink(
  ctx: EndpointContext,
  input: { token: string; purpose: EmailTokenPurpose | null; callbackURL: string | undefined },
): Promise<EmailTokenOutcome> {
  const { token, purpose, callbackURL } = input;
  if (purpose === null) return Promise.resolve({ ok: false, code: 'INVALID_TOKEN' });
  return purpose === 'change-email' ? confirmEmailChange(ctx, { token, callbackURL }) : verifyAddress(ctx, token);
}

/** Spends an `email-verification` token and marks the address verified (once). */
async function verifyAddress(ctx: EndpointContext, token: string): Promise<EmailTokenOutcome> {
  const auth = ctx.auth;
  const spent = await spendEmailToken(auth, { purpose: 'email-verification', token });
  if (!spent.ok || spent.user.emailVerified) return spent;
  const user = await auth.db.transaction(async (tx) => {
    const row = await tx.update<UserRow>({
      model: 'user',
      // Guarded by the address the token was sent to, in case it changes meanwhile.
      where: [
        { field: 'id', value: spent.user.id },
        { field: 'email', value: spent.payload.email },
      ],
      update: { emailVerified: true, updatedAt: new Date() },
    });
    if (row) await emitEvent(ctx, { type: 'email-verification.completed', userId: row.id }, { db: tx });
    return row;
  });
  if (!user) return { ok: false, code: 'INVALID_TOKEN' };
  await refreshSessionUser(auth, user.id);
  const onVerified = auth.options.emailVerification?.onEmailVerification;
  await onVerified?.({ id: user.id, email: user.email, name: user.name, emailVerified: true }, ctx.request);
  return { ok: true, user };
}

/**
 * Signs the verified user in. A challenge (two-factor) or a refusal (a banned
 * user) leaves them signed out: the address is verified all the same, and the
 * link still lands where it was meant to.
 */
async function autoSignIn(ctx: EndpointContext, user: UserRow): Promise<void> {
  try {
    await issueSession(ctx, { user, method: 'verify-email' });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
  }
}
