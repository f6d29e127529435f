// Codes arrive in redirects (`?error=`), where there is no message; these are the ones a person can act on.
const MESSAGES: Record<string, string> = {
  account_not_linked:
    'An account with this email already exists. Sign in with your password first, then link the provider from your account page.',
  signup_disabled: 'Signing up with this provider is turned off.',
  email_not_found: 'The provider did not share an email address.',
  access_denied: 'The sign-in was cancelled at the provider.',
  please_restart_the_process: 'The sign-in took too long or was already used. Please start again.',
  state_mismatch: 'The sign-in was started in another browser or tab. Please start again.',
  unable_to_link_account: 'This account could not be linked.',
  "email_doesn't_match": 'The provider account uses a different email address.',
  account_already_linked_to_different_user: 'This provider account is already linked to another user.',
  token_expired: 'This link has expired. Ask for a new one.',
  invalid_token: 'This link is not valid, or it was already used.',
  INVALID_TOKEN: 'This link is not valid, or it was already used.',
  user_not_found: 'The account for this link no longer exists.',
};

/**
 * A sentence for an error code from a redirect.
 *
 * @example
 * describeErrorCode('token_expired'); // 'This link has expired. Ask for a new one.'
 */
export function describeErrorCode(code: string): string {
  return MESSAGES[code] ?? `Something went wrong (${code.replaceAll('_', ' ')}).`;
}
