/**
 * `@latchkey/client/cookies`: server-side helpers with no browser code, for edge
 * middleware.
 */
export { getSessionCookie } from './get-session-cookie.js';
export type { SessionCookieOptions } from './get-session-cookie.js';
