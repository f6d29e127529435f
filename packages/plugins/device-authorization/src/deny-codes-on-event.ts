import type { AuthEvent, EventRecorder } from 'latchkey/plugins';

/**
 * The security events after which a user's device codes must not turn into
 * tokens: the user banned (admin plugin), or their password changed, reset
 * or set by an administrator (someone else may have approved with their
 * session). Matched by name, so the admin plugin's events count without
 * importing it. Deleting a user deletes their codes with them.
 */
export const DENYING_EVENTS: ReadonlySet<string> = new Set(['admin.user-banned', 'password.changed', 'password.reset-completed', 'admin.password-set']);

/**
 * Denies every code the event's user opened or approved and no device has
 * redeemed yet, the device plugin's own and those an OpenID provider started:
 * the next poll answers `access_denied` (RFC 8628 §3.5, the authorization was
 * refused) and no token is issued. Runs inside the change's transaction when
 * it has one, so the codes end with the ban, or not at all.
 *
 * @example
 * definePlugin({ id: 'device-authorization', recordEvent: denyCodesOnEvent });
 */
export const denyCodesOnEvent: EventRecorder = async (event: AuthEvent, { db }): Promise<void> => {
  if (!event.userId || !DENYING_EVENTS.has(event.type)) return;
  await db.updateMany({
    model: 'deviceCode',
    where: [
      { field: 'userId', value: event.userId },
      { field: 'status', operator: 'in', value: ['pending', 'approved'] },
    ],
    update: { status: 'denied', updatedAt: new Date() },
  });
};
