import { headers } from 'next/headers';
import { getSession } from 'latchkey/next';
import { auth } from '../lib/auth';

/** A server component: reads the session from the request's cookies, no client round trip. */
export default async function Home() {
  const current = await getSession(auth, await headers());
  if (!current) {
    return (
      <main>
        <h1>Signed out</h1>
        <p>Sign in with POST /api/auth/sign-in/email, or from a client built with @latchkey/react.</p>
      </main>
    );
  }
  return (
    <main>
      <h1>Hello, {current.user.name}</h1>
      <p>Signed in as {current.user.email} until {current.session.expiresAt.toISOString()}.</p>
    </main>
  );
}
