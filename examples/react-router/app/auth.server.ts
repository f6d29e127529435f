import { createAuth } from 'latchkey';

const env = process.env;

/** The app's public URL: `LATCHKEY_URL`, or this machine on `PORT`. */
export const baseURL = env.LATCHKEY_URL ?? `http://localhost:${env.PORT ?? 3000}`;

/**
 * The app's auth instance, for loaders and actions (`.server` keeps it out of the
 * browser bundle). `LATCHKEY_URL`, `LATCHKEY_SECRET` and `DATABASE_URL` (default
 * `sqlite:./example.db`) configure it.
 */
export const auth = createAuth({
  appName: 'Latchkey React Router example',
  baseURL,
  database: env.DATABASE_URL ?? 'sqlite:./example.db',
  // Creates missing tables at start, which suits a demo; production runs `npx latchkey migrate` when deploying.
  schemaCheck: env.NODE_ENV === 'production' ? 'error' : 'migrate',
  emailAndPassword: { enabled: true },
});
