import { cleanup } from './cleanup.js';
import { signInSocial } from './sign-in-social.js';
import { callbackOAuth, callbackOAuthPost } from './oauth-callback.js';
import { linkSocial } from './link-social.js';
import { unlinkAccount } from './unlink-account.js';
import { getAccessToken } from './get-access-token.js';
import { refreshToken } from './refresh-token.js';
import { accountInfo, accountInfoPost } from './account-info.js';
import { sendVerificationEmail } from './send-verification-email.js';
import { verifyEmail } from './verify-email.js';
import { requestPasswordReset } from './request-password-reset.js';
import { forgetPassword } from './forget-password.js';
import { resetPasswordCallback } from './reset-password-callback.js';
import { resetPassword } from './reset-password.js';
import { changePassword } from './change-password.js';
import { setPassword } from './set-password.js';
import { verifyPassword } from './verify-password.js';
import { changeEmail } from './change-email.js';
import { deleteUserCallback } from './delete-user-callback.js';
import { deleteUser } from './delete-user.js';
import { listAccounts } from './list-accounts.js';
import { updateSession } from './update-session.js';
import { updateUser } from './update-user.js';
import { error } from './error.js';
import { getSession } from './get-session.js';
import { listSessions } from './list-sessions.js';
import { ok } from './ok.js';
import { revokeOtherSessions } from './revoke-other-sessions.js';
import { revokeSession } from './revoke-session.js';
import { revokeSessions } from './revoke-sessions.js';
import { signInEmail } from './sign-in-email.js';
import { signOut } from './sign-out.js';
import { signUpEmail } from './sign-up-email.js';

/** The core registry: every endpoint Latchkey serves without plugins. */
export const coreEndpoints = {
  ok,
  error,
  signUpEmail,
  signInEmail,
  signOut,
  getSession,
  listSessions,
  revokeSession,
  revokeSessions,
  revokeOtherSessions,
  updateUser,
  updateSession,
  changeEmail,
  deleteUser,
  deleteUserCallback,
  listAccounts,
  sendVerificationEmail,
  verifyEmail,
  requestPasswordReset,
  forgetPassword,
  resetPasswordCallback,
  resetPassword,
  changePassword,
  setPassword,
  verifyPassword,
  signInSocial,
  callbackOAuth,
  callbackOAuthPost,
  linkSocial,
  unlinkAccount,
  getAccessToken,
  refreshToken,
  accountInfo,
  accountInfoPost,
  cleanup,
} as const;

export type CoreEndpoints = typeof coreEndpoints;
