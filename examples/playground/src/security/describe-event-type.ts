// The types an account's own activity shows most, in words. Any other type
// (an organization's, a plugin's own) reads from its name: "organization.team-created"
// is "Organization: team created".
const WORDS: Record<string, string> = {
  'user.signed-up': 'Account created',
  'sign-in.succeeded': 'Signed in',
  'sign-in.failed': 'Sign-in refused',
  'sign-out': 'Signed out',
  'session.revoked': 'Session ended',
  'account.locked': 'Account locked after failed sign-ins',
  'account.unlocked': 'Account unlocked',
  'rate-limit.hit': 'Too many requests',
  'captcha.refused': 'Captcha refused',
  'password.refused': 'New password refused',
  'password.changed': 'Password changed',
  'password.reset-requested': 'Password reset requested',
  'password.reset-completed': 'Password reset',
  'password.set': 'Password set',
  'email-verification.sent': 'Verification email sent',
  'email-verification.completed': 'Email address verified',
  'email-change.requested': 'Change of email address requested',
  'email-change.completed': 'Email address changed',
  'account.deleted': 'Account deleted',
  'social-account.linked': 'Account linked',
  'social-account.unlinked': 'Account unlinked',
  'two-factor.challenge-issued': 'Two-factor check started',
  'two-factor.passed': 'Two-factor check passed',
  'two-factor.failed': 'Two-factor check failed',
  'two-factor.backup-code-used': 'Backup code used',
  'two-factor.trusted-device-added': 'Device trusted for two-factor',
  'two-factor.enabled': 'Two-factor authentication turned on',
  'two-factor.disabled': 'Two-factor authentication turned off',
  'passkey.added': 'Passkey added',
  'passkey.renamed': 'Passkey renamed',
  'passkey.removed': 'Passkey removed',
  'api-key.created': 'API key created',
  'api-key.revoked': 'API key revoked',
  'api-key.expired': 'API key expired',
  'device-code.approved': 'Device sign-in approved',
  'device-code.denied': 'Device sign-in denied',
  'admin.user-created': 'Account created by an administrator',
  'admin.user-updated': 'Details changed',
  'admin.role-set': 'Role changed',
  'admin.user-banned': 'Account banned',
  'admin.user-unbanned': 'Account unbanned',
  'admin.password-set': 'Password set',
  'admin.user-removed': 'Account removed',
  'admin.impersonation-started': 'An administrator accessed the account',
  'admin.impersonation-stopped': 'An administrator left the account',
};

/**
 * An event type in words, for people.
 *
 * @example
 * describeEventType('password.changed'); // 'Password changed'
 * describeEventType('organization.team-created'); // 'Organization: team created'
 */
export function describeEventType(type: string): string {
  const known = WORDS[type];
  if (known) return known;
  const [area = type, action] = type.split('.');
  const words = (name: string): string => name.replace(/-/g, ' ');
  const sentence = words(area).charAt(0).toUpperCase() + words(area).slice(1);
  return action ? `${sentence}: ${words(action)}` : sentence;
}

/** The types a filter offers, in the order of the list above. */
export const KNOWN_EVENT_TYPES: readonly string[] = Object.keys(WORDS);
