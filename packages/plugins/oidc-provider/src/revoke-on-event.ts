import type { AuthEvent, EventRecorder } from 'latchkey/plugins';

/**
 * The security events after which none of a user's existing grants may stand:
 * the password changed, reset or set by an administrator, the user banned,
 * the account deleted. Matched by name, so the admin plugin's events count
 * without importing it.
 */
export const REVOKING_EVENTS: ReadonlySet<string> = new Set([
  'password.changed',
  'password.reset-completed',
  'admin.password-set',
  'admin.user-banned',
  'account.deleted',
  'admin.user-removed',
]);

/**
 * Revokes every token this provider issued to the event's user (refresh and
 * access tokens of every client) when a revoking event is emitted. Runs where
 * the event is recorded: inside the change's transaction when it has one, so
 * the tokens end with the change, or not at all.
 *
 * @example
 * definePlugin({ id: 'oidc-provider', recordEvent: revokeOnEvent });
 */
export const revokeOnEvent: EventRecorder = async (event: AuthEvent, { db }): Promise<void> => {
  if (!event.userId || !REVOKING_EVENTS.has(event.type)) return;
  await db.updateMany({
    model: 'oauthToken',
    where: [
      { field: 'userId', value: event.userId },
      { field: 'revokedAt', value: null },
    ],
    update: { revokedAt: new Date() },
  });
};
