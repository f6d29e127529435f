import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: ({ context, location }) => {
    if (!context.user) throw redirect({ to: '/sign-in', search: { next: location.href } });
    return { user: context.user };
  },
  component: Dashboard,
});

function Dashboard() {
  const { user } = Route.useRouteContext();
  return (
    <>
      <h1>Dashboard</h1>
      <p data-testid="welcome">
        Welcome, {user.name} ({user.email}).
      </p>
    </>
  );
}
