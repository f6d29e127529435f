// What `method` holds on sign-in and sign-up events, in words.
const METHODS: Record<string, string> = {
  // Not "email and password": the account page's linked accounts already say that of the credential account.
  email: 'a password',
  'sign-up': 'sign-up',
  social: 'a social account',
  'id-token': 'an ID token',
  'verify-email': 'the verification link',
  'change-password': 'a change of password',
  username: 'username and password',
  passkey: 'a passkey',
  'magic-link': 'an emailed link',
  'email-otp': 'an emailed code',
  'phone-number': 'a phone number',
  anonymous: 'no account',
  'one-time-token': 'a one-time link',
  'device-authorization': 'a device code',
  'two-factor': 'a second factor',
  impersonation: "an administrator's impersonation",
};

/**
 * How a sign-in happened, in words ("with a passkey"), or null when the event has no method.
 *
 * @example
 * describeEventMethod('magic-link'); // 'with an emailed link'
 */
export function describeEventMethod(method: string | null | undefined): string | null {
  if (!method) return null;
  return `with ${METHODS[method] ?? method}`;
}
