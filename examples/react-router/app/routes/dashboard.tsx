import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { requireSession } from '../session.server.js';

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, session } = await requireSession(request);
  return { name: user.name, email: user.email, expiresAt: session.expiresAt.toISOString() };
}

export default function Dashboard() {
  const { name, email, expiresAt } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Dashboard</h1>
      <p data-testid="welcome">
        Welcome, {name} ({email}).
      </p>
      <p>Your session lasts until {expiresAt}.</p>
    </>
  );
}
