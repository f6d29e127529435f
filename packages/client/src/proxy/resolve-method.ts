import type { ClientMethod } from '../types.js';

/** Paths that change state without a body, and so must not be sent as GET (spec §7). */
export const ALWAYS_POST: readonly string[] = ['/sign-out', '/revoke-sessions', '/revoke-other-sessions', '/delete-user'];

/**
 * The method of a proxy call: a plugin's override, else POST when a body exists or
 * the path is always POST, else GET.
 *
 * @example
 * resolveMethod('/get-session', { hasBody: false, overrides: {} }); // 'GET'
 */
export function resolveMethod(
  path: string,
  options: { hasBody: boolean; overrides: Readonly<Record<string, ClientMethod>> },
): ClientMethod {
  return options.overrides[path] ?? (options.hasBody || ALWAYS_POST.includes(path) ? 'POST' : 'GET');
}
