import { reloadSession } from '../auth-client.js';

/**
 * Signs out, then reloads the session store. The request goes past the client
 * on purpose: a client call to `/sign-out` makes the organization atoms still
 * watched by the header reload at once, as a signed-out visitor, and be
 * refused; with the session store emptied the header lets go of them instead.
 *
 * @example
 * await signOut();
 * navigate('/sign-in');
 */
export async function signOut(): Promise<void> {
  await fetch('/api/auth/sign-out', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', credentials: 'same-origin' });
  await reloadSession();
}
