import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({ component: Home });

function Home() {
  return (
    <>
      <h1>Latchkey with TanStack Start</h1>
      <p>Server functions read the session and sign in and out; the dashboard needs a signed-in user.</p>
    </>
  );
}
