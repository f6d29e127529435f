import { createAuth } from 'latchkey';

const env = process.env;

/**
 * The app's auth instance, imported only by server functions and server routes.
 * `LATCHKEY_URL`, `LATCHKEY_SECRET` and `DATABASE_URL` (default `sqlite:./example.db`)
 * configure it.
 */
export const auth = createAuth({
  appName: 'Latchkey TanStack Start example',
  baseURL: env.LATCHKEY_URL ?? `http://localhost:${env.PORT ?? 3000}`,
  database: env.DATABASE_URL ?? 'sqlite:./example.db',
  // Creates missing tables at start, which suits a demo; production runs `npx latchkey migrate` when deploying.
  schemaCheck: env.NODE_ENV === 'production' ? 'error' : 'migrate',
  emailAndPassword: { enabled: true },
});
