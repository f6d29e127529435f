// The few details worth a word on an activity line; the rest stay in the stored event.
const REASONS: Record<string, string> = {
  'invalid-credentials': 'wrong email or password',
  'email-not-verified': 'email address not verified',
  refused: 'refused',
  common: 'a common password',
  compromised: 'a compromised password',
};

const CAUSES: Record<string, string> = {
  user: 'by you',
  'other-session': 'from another session',
  admin: 'by an administrator',
  'password-change': 'by a change of password',
  'password-reset': 'by a password reset',
};

/**
 * A short phrase from an event's detail ("wrong email or password", "by a
 * change of password, every other session"), or null when it says nothing a
 * person needs.
 *
 * @example
 * describeEventDetail({ reason: 'invalid-credentials' }); // 'wrong email or password'
 */
export function describeEventDetail(detail: Record<string, unknown> | null | undefined): string | null {
  if (!detail) return null;
  const parts: string[] = [];
  if (typeof detail.reason === 'string') parts.push(REASONS[detail.reason] ?? detail.reason);
  if (typeof detail.cause === 'string') parts.push(CAUSES[detail.cause] ?? detail.cause);
  if (detail.scope === 'all') parts.push('every session');
  if (detail.scope === 'others') parts.push('every other session');
  if (typeof detail.providerId === 'string') parts.push(detail.providerId);
  if (typeof detail.role === 'string') parts.push(`role ${detail.role}`);
  return parts.length > 0 ? parts.join(', ') : null;
}
