import { redirect } from 'react-router';
import { auth, baseURL } from './auth.server.js';

const appOrigin = new URL(baseURL).origin;

/** The signed-in user and session, or `null`. */
export function getSession(request: Request) {
  return auth.api.getSession({ headers: request.headers });
}

/** The session, or a redirect to the sign-in page that comes back here afterwards. */
export async function requireSession(request: Request) {
  const current = await getSession(request);
  if (!current) {
    const { pathname, search } = new URL(request.url);
    throw redirect(`/sign-in?next=${encodeURIComponent(pathname + search)}`);
  }
  return current;
}

/** Where to go after signing in: `next` when it is a path on this app, else the dashboard. */
export function nextPath(next: FormDataEntryValue | null): string {
  if (typeof next !== 'string' || !next.startsWith('/')) return '/dashboard';
  const target = new URL(next, appOrigin);
  return target.origin === appOrigin ? target.pathname + target.search : '/dashboard';
}
