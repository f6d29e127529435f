import type { EndpointContext } from '../declarations/auth-context.js';
import { storeToken } from '../verification/verification-token.js';
import { newChangeEmailToken } from './email-token-purpose.js';
import type { UserRow } from './find-user.js';
import { endpointURL, sendMailInBackground } from './send-mail.js';
import { emitEvent } from '../events/emit-event.js';

/** What a `change-email` token stands for: this user, moving from `email` to `newEmail`. */
export interface ChangeEmailTokenValue {
  userId: string;
  /** The address the confirmation went to; the change applies only while it is still current. */
  email: string;
  newEmail: string;
}

/**
 * Asks the holder of the current (verified) address to confirm a change: stores a
 * single-use `change-email` token and mails the /verify-email link to the CURRENT
 * address through `user.changeEmail.sendChangeEmailVerification`.
 */
export async function sendChangeEmailMail(
  ctx: EndpointContext,
  input: { user: Pick<UserRow, 'id' | 'email' | 'name' | 'emailVerified'>; newEmail: string; callbackURL: string | undefined },
): Promise<void> {
  const { id, email, name, emailVerified } = input.user;
  const token = newChangeEmailToken();
  const value: ChangeEmailTokenValue = { userId: id, email, newEmail: input.newEmail };
  await storeToken(ctx.auth, {
    purpose: 'change-email',
    token,
    value: JSON.stringify(value),
    expiresIn: ctx.auth.options.emailVerification?.expiresIn ?? 3600,
  });
  await emitEvent(ctx, { type: 'email-change.requested', userId: id });
  const url = endpointURL(ctx, '/verify-email', { token, type: 'change-email', callbackURL: input.callbackURL });
  sendMailInBackground(ctx, ctx.auth.options.user?.changeEmail?.sendChangeEmailVerification, {
    user: { id, email, name, emailVerified },
    url,
    token,
    newEmail: input.newEmail,
  });
}
