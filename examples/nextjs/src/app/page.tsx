import Link from 'next/link';
import { headers } from 'next/headers';
import { getSession } from 'latchkey/next';
import { auth } from '../lib/auth';

/** The home page reads the session too, with the helper that never extends it from a server component. */
export default async function Home() {
  const current = await getSession(auth, await headers());
  return (
    <main>
      <h1>Latchkey with Next.js</h1>
      {current ? (
        <p>
          Signed in as {current.user.email}. Go to the <Link href="/dashboard">dashboard</Link>.
        </p>
      ) : (
        <p>
          <Link href="/sign-up">Sign up</Link> or <Link href="/sign-in">sign in</Link>. The dashboard is for signed-in users only.
        </p>
      )}
    </main>
  );
}
