// What the admin tests share: an instance with the plugin, a signed-in admin and users.
import type { AuthOptions } from 'latchkey';
import { errorOf, PASSWORD, send, signIn, signUp, type Jar } from '../account-kit.js';
import { cookieJar, createTestAuth, request } from '../test-instance.js';
import { admin, type AdminOptions } from '@latchkey/admin';

export const ADMIN_EMAIL = 'root@example.com';

/** A test instance with the admin plugin, on the database the test run selects. */
export function createAdminAuth(input: { admin?: AdminOptions; auth?: Omit<AuthOptions, 'plugins'> } = {}) {
  return createTestAuth({ ...input.auth, plugins: [admin(input.admin)] });
}

export type AdminAuth = ReturnType<typeof createAdminAuth>;

/** Creates a user with a role through the trusted server call and signs them in. */
export async function signInWithRole(
  auth: AdminAuth,
  input: { email: string; role?: string; name?: string },
): Promise<{ jar: Jar; userId: string }> {
  const { user } = await auth.api.createUser({
    body: { email: input.email, password: PASSWORD, name: input.name ?? 'Someone', ...(input.role ? { role: input.role } : {}) },
  });
  return { jar: await signIn(auth, { email: input.email }), userId: user.id };
}

/** Inserts a user with a chosen id and a password, and signs them in. */
export async function insertUser(auth: AdminAuth, input: { id: string; email: string; role?: string }): Promise<Jar> {
  const ctx = await auth.$context;
  const now = new Date();
  await ctx.db.create({
    model: 'user',
    data: { id: input.id, email: input.email, name: 'Inserted', emailVerified: true, role: input.role ?? 'user', createdAt: now, updatedAt: now },
  });
  const password = await ctx.password.hasher.hash(PASSWORD);
  await ctx.db.create({
    model: 'account',
    data: { id: `${input.id}-account`, userId: input.id, providerId: 'credential', accountId: input.id, password, createdAt: now, updatedAt: now },
  });
  return signIn(auth, { email: input.email });
}

/** A signed-in admin. */
export function signInAdmin(auth: AdminAuth): Promise<{ jar: Jar; userId: string }> {
  return signInWithRole(auth, { email: ADMIN_EMAIL, role: 'admin', name: 'Root' });
}

/** A stored user row, every field included. */
export async function userRow(auth: AdminAuth, userId: string): Promise<Record<string, unknown> | null> {
  const ctx = await auth.$context;
  return ctx.db.findOne({ model: 'user', where: [{ field: 'id', value: userId }] });
}

/** How many sessions a user has in the database. */
export async function sessionCount(auth: AdminAuth, userId: string): Promise<number> {
  const ctx = await auth.$context;
  return ctx.db.count({ model: 'session', where: [{ field: 'userId', value: userId }] });
}

/** The session (or null) a jar's cookies are accepted as; the jar keeps what the answer sets, as a browser would. */
export async function sessionOf(auth: AdminAuth, jar: Jar): Promise<{ session: Record<string, unknown>; user: Record<string, unknown> } | null> {
  const response = await send(auth, jar, '/get-session');
  return (await response.json()) as { session: Record<string, unknown>; user: Record<string, unknown> } | null;
}

export { cookieJar, errorOf, PASSWORD, request, send, signIn, signUp, type Jar };
