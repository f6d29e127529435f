import type { AuthEventType } from './auth-event.js';

// The core's own events, checked against its vocabulary so a rename cannot slip past.
const CORE_EVENTS = ['password.changed', 'password.reset-completed', 'account.deleted'] as const satisfies readonly AuthEventType[];

// The admin plugin's, by name: the core does not import a plugin's vocabulary.
const ADMIN_EVENTS = ['admin.user-banned', 'admin.password-set', 'admin.user-removed'] as const;

/**
 * The security events after which none of a user's standing credentials may
 * stand: whatever was granted before (tokens an app holds, device codes
 * approved or waiting to be, grants a plugin keeps) may have been granted by
 * someone who should not have been able to. They are the user's password
 * changed (`password.changed`), reset (`password.reset-completed`) or set by
 * an administrator (`admin.password-set`), the user banned
 * (`admin.user-banned`), and the user deleted by themself (`account.deleted`)
 * or by an administrator (`admin.user-removed`).
 *
 * A plugin that keeps credentials of its own reacts to these in its
 * `recordEvent`, matching `event.type` by name (so the admin plugin's events
 * count without importing it), and adds any event of its own to a local copy.
 * On a deletion the event is written once the user's rows are gone, with every
 * row that references the user (`onDelete: 'cascade'`): there, the plugin's
 * write finds nothing left and costs one statement.
 *
 * @example
 * const revokeGrants: EventRecorder = async (event, { db }) => {
 *   if (!event.userId || !CREDENTIAL_REVOKING_EVENTS.has(event.type)) return;
 *   await db.updateMany({ model: 'grant', where: [{ field: 'userId', value: event.userId }], update: { revokedAt: new Date() } });
 * };
 * // A plugin that needs one more: new Set([...CREDENTIAL_REVOKING_EVENTS, 'two-factor.disabled'])
 */
export const CREDENTIAL_REVOKING_EVENTS: ReadonlySet<string> = new Set<string>([...CORE_EVENTS, ...ADMIN_EVENTS]);
