import type {} from 'latchkey';

// The plugin's events join the vocabulary `onEvent` sees (docs/events.md). Each
// names the acting administrator as its actor and the user acted on as its subject.
declare module 'latchkey' {
  interface AuthEventRegistry {
    'admin.user-created': { role: string };
    'admin.user-updated': { fields: string[] };
    'admin.role-set': { role: string };
    'admin.user-banned': { reason: string | null; expiresAt: Date | null };
    'admin.user-unbanned': Record<string, never>;
    'admin.password-set': Record<string, never>;
    'admin.user-removed': Record<string, never>;
    'admin.impersonation-started': Record<string, never>;
    'admin.impersonation-stopped': Record<string, never>;
  }
}

/** The admin plugin's event types. */
export type AdminEventType =
  | 'admin.user-created'
  | 'admin.user-updated'
  | 'admin.role-set'
  | 'admin.user-banned'
  | 'admin.user-unbanned'
  | 'admin.password-set'
  | 'admin.user-removed'
  | 'admin.impersonation-started'
  | 'admin.impersonation-stopped';
