import { CREDENTIAL_REVOKING_EVENTS } from 'latchkey/plugins';
import type { AuthEvent, EventRecorder } from 'latchkey/plugins';

/**
 * Revokes every token this provider issued to the event's user (refresh and
 * access tokens of every client) after any of the `CREDENTIAL_REVOKING_EVENTS`:
 * the password changed, reset or set by an administrator, the user banned or
 * deleted (a deletion removes the tokens with the user; the update is what
 * keeps that true should the table stop cascading). Runs where the event is
 * recorded: inside the change's transaction when it has one, so the tokens
 * end with the change, or not at all.
 *
 * @example
 * definePlugin({ id: 'oidc-provider', recordEvent: revokeOnEvent });
 */
export const revokeOnEvent: EventRecorder = async (event: AuthEvent, { db }): Promise<void> => {
  if (!event.userId || !CREDENTIAL_REVOKING_EVENTS.has(event.type)) return;
  await db.updateMany({
    model: 'oauthToken',
    where: [
      { field: 'userId', value: event.userId },
      { field: 'revokedAt', value: null },
    ],
    update: { revokedAt: new Date() },
  });
};
