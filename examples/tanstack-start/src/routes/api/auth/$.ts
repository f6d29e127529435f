import { createFileRoute } from '@tanstack/react-router';
import { auth } from '../../../server/auth.js';

// Latchkey's HTTP API under /api/auth, for clients that call it directly.
export const Route = createFileRoute('/api/auth/$')({
  server: {
    handlers: {
      GET: ({ request }) => auth.handler(request),
      POST: ({ request }) => auth.handler(request),
    },
  },
});
