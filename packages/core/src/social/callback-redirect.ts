import type { AuthContext } from '../declarations/auth-context.js';

/** Spec §8: the codes an OAuth callback redirect can carry in `?error=`. */
export type CallbackErrorCode =
  | 'invalid_callback_request'
  | 'state_not_found'
  | 'no_code'
  | 'oauth_provider_not_found'
  | 'invalid_code'
  | 'unable_to_get_user_info'
  | 'no_callback_url'
  | 'unable_to_link_account'
  | "email_doesn't_match"
  | 'account_already_linked_to_different_user'
  | 'email_not_found'
  | 'account_not_linked'
  | 'signup_disabled'
  | 'unable_to_create_user'
  | 'unable_to_create_session'
  | 'internal_server_error'
  | 'please_restart_the_process'
  | 'state_mismatch';

const PROBE_ORIGIN = 'https://redirect-probe.invalid';

/**
 * Adds query parameters to a redirect target, keeping a relative path relative.
 * Targets reaching here already passed `assertSafeRedirect` (or are our own pages).
 *
 * @example
 * withQuery('/sign-in?x=1', { error: 'signup_disabled' }); // '/sign-in?x=1&error=signup_disabled'
 */
export function withQuery(target: string, params: Readonly<Record<string, string | undefined>>): string {
  const relative = target.startsWith('/');
  const url = new URL(target, PROBE_ORIGIN);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** The built-in error page: `${baseURL}${basePath}/error`. */
export function errorPageURL(auth: AuthContext): string {
  return `${auth.baseURL.replace(/\/+$/, '')}${auth.basePath}/error`;
}

/** The error page with a code, for failures that happen before the state record is known. */
export function errorPageWith(auth: AuthContext, code: CallbackErrorCode): string {
  return withQuery(errorPageURL(auth), { error: code });
}
