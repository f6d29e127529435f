import { createAuth, type AuthOptions } from 'latchkey';

export interface AppAuthOverrides {
  baseURL?: string;
  database?: AuthOptions['database'];
  secret?: string;
  /** Tests pass a cheaper hasher; the app keeps the default (scrypt at OWASP's parameters). */
  password?: NonNullable<AuthOptions['emailAndPassword']>['password'];
  logger?: AuthOptions['logger'];
}

/**
 * The app's auth instance. Without overrides, the base URL and secret come from
 * `LATCHKEY_URL` and `LATCHKEY_SECRET`, the database from `DATABASE_URL`.
 */
export function createAppAuth(overrides: AppAuthOverrides = {}) {
  return createAuth({
    appName: 'Latchkey Hono example',
    baseURL: overrides.baseURL,
    secret: overrides.secret,
    database: overrides.database ?? process.env.DATABASE_URL ?? 'sqlite:./example.db',
    // Creates missing tables at start, which suits a demo; production runs `npx latchkey migrate` when deploying.
    schemaCheck: process.env.NODE_ENV === 'production' ? 'error' : 'migrate',
    emailAndPassword: { enabled: true, password: overrides.password },
    logger: overrides.logger,
  });
}

export type AppAuth = ReturnType<typeof createAppAuth>;
