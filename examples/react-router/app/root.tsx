import type { ReactNode } from 'react';
import { Form, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { getSession } from './session.server.js';

export async function loader({ request }: LoaderFunctionArgs) {
  const current = await getSession(request);
  return { email: current?.user.email ?? null };
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 480, margin: '2rem auto' }}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <>
      <nav style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
        <Link to="/">Home</Link>
        <Link to="/dashboard">Dashboard</Link>
        {email ? (
          <Form method="post" action="/sign-out">
            <span data-testid="signed-in-as">{email}</span> <button type="submit">Sign out</button>
          </Form>
        ) : (
          <>
            <Link to="/sign-in">Sign in</Link>
            <Link to="/sign-up">Sign up</Link>
          </>
        )}
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}
