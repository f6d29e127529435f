import { CREDENTIAL_REVOKING_EVENTS } from 'latchkey/plugins';
import type { AuthEvent, EventRecorder } from 'latchkey/plugins';

/**
 * Denies every code the event's user opened or approved and no device has
 * redeemed yet, the device plugin's own and those an OpenID provider started,
 * after any of the `CREDENTIAL_REVOKING_EVENTS` (a ban, a password changed,
 * reset or set by an administrator: someone else may have approved with the
 * user's session). The next poll answers `access_denied` (RFC 8628 §3.5, the
 * authorization was refused) and no token is issued. Runs inside the change's
 * transaction when it has one, so the codes end with the ban, or not at all.
 * A deleted user's codes are deleted with them (the table cascades), before
 * the deletion's event: the poll answers `invalid_grant`, and the update here
 * finds nothing.
 *
 * @example
 * definePlugin({ id: 'device-authorization', recordEvent: denyCodesOnEvent });
 */
export const denyCodesOnEvent: EventRecorder = async (event: AuthEvent, { db }): Promise<void> => {
  if (!event.userId || !CREDENTIAL_REVOKING_EVENTS.has(event.type)) return;
  await db.updateMany({
    model: 'deviceCode',
    where: [
      { field: 'userId', value: event.userId },
      { field: 'status', operator: 'in', value: ['pending', 'approved'] },
    ],
    update: { status: 'denied', updatedAt: new Date() },
  });
};
