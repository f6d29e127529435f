/**
 * A test instance for the user-management routes (change-email, update-user,
 * update-session, delete-user, its callback, list-accounts) with every mail
 * recorded. Only imported by tests.
 */
import type { AuthOptions } from 'latchkey';
import { backgroundTasks } from './account-kit.js';
import { createTestAuth } from './test-instance.js';

export { errorOf, PASSWORD, send, signUp, type Jar } from './account-kit.js';
export { cookieJar, request } from './test-instance.js';

/** What a mail sender receives: the user, the link and its token. */
export type MailData = Parameters<NonNullable<NonNullable<AuthOptions['emailVerification']>['sendVerificationEmail']>>[0];

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
  const { waitUntil, settle } = backgroundTasks();
  const { user = {}, ...rest } = options;
  const auth = createTestAuth({
    ...rest,
    waitUntil,
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
  return { auth, mails, settle, db: async () => (await auth.$context).db };
}

export type UserTestAuth = ReturnType<typeof createUserAuth>['auth'];

/** Marks a user's address verified, as a verification link would. */
export async function markVerified(auth: UserTestAuth, userId: string): Promise<void> {
  const ctx = await auth.$context;
  await ctx.db.update({ model: 'user', where: [{ field: 'id', value: userId }], update: { emailVerified: true } });
}
