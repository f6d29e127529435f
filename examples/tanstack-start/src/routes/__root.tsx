import type { ReactNode } from 'react';
import { createRootRoute, HeadContent, Link, Outlet, Scripts, useRouter } from '@tanstack/react-router';
import { getUser, signOut } from '../session.js';

export const Route = createRootRoute({
  head: () => ({
    meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }, { title: 'Latchkey with TanStack Start' }],
  }),
  // Runs on the server for the first page and in the browser after; `getUser` is a server function either way.
  beforeLoad: async () => ({ user: await getUser() }),
  component: App,
  shellComponent: Document,
});

function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 480, margin: '2rem auto' }}>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function App() {
  const { user } = Route.useRouteContext();
  const router = useRouter();
  const leave = async (): Promise<void> => {
    await signOut();
    await router.invalidate();
    await router.navigate({ to: '/' });
  };
  return (
    <>
      <nav style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
        <Link to="/">Home</Link>
        <Link to="/dashboard">Dashboard</Link>
        {user ? (
          <span>
            <span data-testid="signed-in-as">{user.email}</span>{' '}
            <button type="button" onClick={leave}>
              Sign out
            </button>
          </span>
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
