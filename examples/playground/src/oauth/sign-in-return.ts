import { navigate } from '../lib/router.js';

const KEY = 'latchkey-playground:oauth-return';
// Only the provider's own authorization endpoint on this origin: a `callbackURL` is never followed elsewhere.
const AUTHORIZE_PATH = '/api/auth/oauth2/authorize';

/** The authorization URL to go back to, when `value` is one of this origin's; otherwise null. */
export function authorizationReturn(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin && url.pathname === AUTHORIZE_PATH ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Remembers, for this tab, the authorization request a sign-in should return
 * to (the provider's `callbackURL`), so it survives a two-factor step.
 *
 * @example
 * rememberSignInReturn(search.get('callbackURL'));
 */
export function rememberSignInReturn(value: string | null): void {
  const target = authorizationReturn(value);
  if (target) window.sessionStorage.setItem(KEY, target);
  else window.sessionStorage.removeItem(KEY);
}

/**
 * After a sign-in: back to the app that asked (through the provider's
 * authorization endpoint), or to the account page.
 *
 * @example
 * await reloadSession();
 * finishSignIn();
 */
export function finishSignIn(): void {
  const target = authorizationReturn(window.sessionStorage.getItem(KEY));
  window.sessionStorage.removeItem(KEY);
  if (target) window.location.assign(target);
  else navigate('/account');
}
