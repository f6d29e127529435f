import { createAuth } from 'latchkey';

/**
 * The app's auth instance, shared by the route handler and server components.
 * The base URL and secret come from `LATCHKEY_URL` and `LATCHKEY_SECRET`, the
 * database from `DATABASE_URL`.
 */
export const auth = createAuth({
  appName: 'Latchkey Next.js example',
  database: process.env.DATABASE_URL ?? 'sqlite:./example.db',
  // Creates missing tables at start, which suits a demo; production runs `npx latchkey migrate` when deploying.
  // `next build` loads this module too, before any migration; the server it builds checks at start.
  schemaCheck: process.env.NEXT_PHASE === 'phase-production-build' ? 'off' : process.env.NODE_ENV === 'production' ? 'error' : 'migrate',
  emailAndPassword: { enabled: true },
  // Next gives route handlers no peer address; behind your own proxy (or on a platform
  // that overwrites it), trust its header so rate limits count per client:
  // advanced: { ipAddress: { trustedHeaders: ['x-forwarded-for'] } },
});
