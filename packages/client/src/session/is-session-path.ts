const SESSION_PATH = /^\/(?:sign-out|update-user|delete-user|verify-email|sign-in\/.+|sign-up\/.+)$/;

/**
 * Whether a successful call to `path` may have changed the session, so the store
 * must refetch it (spec §4: sign-out, update-user, sign-in, sign-up, delete-user,
 * verify-email).
 *
 * @example
 * isSessionPath('/sign-in/email'); // true
 */
export function isSessionPath(path: string): boolean {
  return SESSION_PATH.test(path);
}
