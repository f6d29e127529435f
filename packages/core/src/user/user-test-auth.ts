/**
 * A test instance serving the user-management routes (change-email, update-user,
 * update-session, delete-user, its callback, list-accounts) with every mail
 * recorded. Only imported by tests.
 */
import { cookieJar, createTestAuth, request } from '@latchkey/test-utils/test-instance';
import type { AuthOptions } from '../options/auth-options.js';
import type { MailData } from '../options/account-options.js';
import { definePlugin } from '../plugin/define-plugin.js';
import { changeEmail } from '../routes/change-email.js';
import { coreEndpoints } from '../routes/core-endpoints.js';
import { deleteUserCallback } from '../routes/delete-user-callback.js';
import { deleteUser } from '../routes/delete-user.js';
import { listAccounts } from '../routes/list-accounts.js';
import { updateSession } from '../routes/update-session.js';
import { updateUser } from '../routes/update-user.js';

const userEndpoints = { changeEmail, updateUser, updateSession, deleteUser, deleteUserCallback, listAccounts };

// Served through the public plugin API; any name the core registry already lists is left to it.
const userRoutes = definePlugin({
  id: 'user-routes-under-test',
  endpoints: Object.fromEntries(
    Object.entries(userEndpoints).filter(([name]) => !(name in coreEndpoints)),
  ) as typeof userEndpoints,
});

export const PASSWORD = 'correct horse battery';

export interface RecordedMails {
  verification: MailData[];
  changeEmail: (MailData & { newEmail: string })[];
  deleteAccount: MailData[];
}

/**
 * Builds the instance. Mail senders are recorders unless the options replace
 * them; `settle()` waits for every background send.
 */
export function createUserAuth(options: Omit<AuthOptions, 'waitUntil'> = {}) {
  const mails: RecordedMails = { verification: [], changeEmail: [], deleteAccount: [] };
  const pending: Promise<unknown>[] = [];
  const { user = {}, plugins = [], ...rest } = options;
  const auth = createTestAuth({
    ...rest,
    plugins: [userRoutes, ...plugins],
    waitUntil: (task) => void pending.push(task),
    emailVerification: { sendVerificationEmail: (data) => void mails.verification.push(data), ...options.emailVerification },
    user: {
      ...user,
      changeEmail: {
        enabled: true,
        sendChangeEmailVerification: (data) => void mails.changeEmail.push(data),
        ...user.changeEmail,
      },
      deleteUser: { enabled: true, ...user.deleteUser },
    },
  });
  const settle = async (): Promise<void> => {
    while (pending.length > 0) await Promise.allSettled(pending.splice(0));
  };
  return { auth, mails, settle, db: async () => (await auth.$context).db };
}

export type UserTestAuth = ReturnType<typeof createUserAuth>['auth'];
export type Jar = ReturnType<typeof cookieJar>;

/** Signs a user up (signed in); answers its cookie jar and id. */
export async function signUp(
  auth: UserTestAuth,
  input: { email: string; password?: string; name?: string },
): Promise<{ jar: Jar; userId: string }> {
  const jar = cookieJar();
  const body = { name: input.name ?? 'Test User', email: input.email, password: input.password ?? PASSWORD };
  const response = await auth.handler(request('/sign-up/email', { body }));
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  jar.store(response);
  const { user } = (await response.json()) as { user: { id: string } };
  return { jar, userId: user.id };
}

/** Marks a user's address verified, as a verification link would. */
export async function markVerified(auth: UserTestAuth, userId: string): Promise<void> {
  const ctx = await auth.$context;
  await ctx.db.update({ model: 'user', where: [{ field: 'id', value: userId }], update: { emailVerified: true } });
}

/** Sends a request with the jar's cookies and keeps what the answer sets. */
export async function send(
  auth: UserTestAuth,
  jar: Jar | null,
  path: string,
  init: { body?: unknown; method?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const response = await auth.handler(request(path, { ...init, cookie: jar?.header() }));
  jar?.store(response);
  return response;
}

/** Reads an error answer: status, code and message. */
export async function errorOf(response: Response): Promise<{ status: number; code: unknown; message: unknown }> {
  const body = (await response.json()) as { code?: unknown; message?: unknown };
  return { status: response.status, code: body.code, message: body.message };
}

export { cookieJar, request };
