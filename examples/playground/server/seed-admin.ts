import { randomBytes } from 'node:crypto';
import type { PlaygroundAuth } from './create-playground-auth.js';
import type { PlaygroundEnv } from './read-settings.js';

/** The first admin's sign-in details. */
export interface AdminCredentials {
  email: string;
  password: string;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
export const DEFAULT_ADMIN_PASSWORD = 'playground-admin-password';

/**
 * Creates the first admin when no user holds the admin role yet, so the Admin
 * page can be tried at once, and prints how to sign in. The address and
 * password come from PLAYGROUND_ADMIN_EMAIL and PLAYGROUND_ADMIN_PASSWORD;
 * without a password, development uses a well-known one and production a
 * random one (a known password on a public server would be an open door).
 * Answers the credentials it created, or null when an admin already existed.
 *
 * @example
 * const created = await seedAdmin(auth, { env: process.env, log: true });
 */
export async function seedAdmin(auth: PlaygroundAuth, options: { env: PlaygroundEnv; log?: boolean }): Promise<AdminCredentials | null> {
  const ctx = await auth.$context;
  const existing = await ctx.db.findOne({ model: 'user', where: [{ field: 'role', operator: 'contains', value: 'admin' }] });
  if (existing) return null;
  const { env } = options;
  const production = env.NODE_ENV === 'production';
  const credentials = {
    email: (env.PLAYGROUND_ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL).toLowerCase(),
    password: env.PLAYGROUND_ADMIN_PASSWORD || (production ? randomBytes(18).toString('base64url') : DEFAULT_ADMIN_PASSWORD),
  };
  // A server call without a session: the admin plugin trusts the server to create the first admin.
  await auth.api.createUser({
    body: { ...credentials, name: 'Playground Admin', role: 'admin', data: { emailVerified: true } },
  });
  if (options.log !== false) {
    console.log(`[playground] created the first admin: ${credentials.email} / ${credentials.password} (change it on /account)`);
  }
  return credentials;
}
