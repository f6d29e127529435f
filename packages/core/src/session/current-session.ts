import type { SessionWithUser } from './session-types.js';

// Declared apart from `readSession`, so that what depends on the shape of a
// session (plugins' session extensions, the per-request memo) stays below the engine.

/** How one read of the session may differ from the default. */
export interface ReadSessionOptions {
  /** Read the database even when a valid cached copy exists. */
  disableCookieCache?: boolean;
  /** Never extend the expiry on this read. */
  disableRefresh?: boolean;
}

/** The session a request presents: the session, its user, and the token itself. */
export interface CurrentSession extends SessionWithUser {
  /** The session token itself, from the cookie. */
  token: string;
}
