/**
 * A test instance for the user-management routes (change-email, update-user,
 * update-session, delete-user, its callback, list-accounts) with every mail
 * recorded. Only imported by tests.
 */
import { backgroundTasks } from '@latchkey/test-utils/account-kit';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import type { MailData } from '../options/account-options.js';
import type { AuthOptions } from '../options/auth-options.js';

export { errorOf, PASSWORD, send, signUp, type Jar } from '@latchkey/test-utils/account-kit';
export { cookieJar, request } from '@latchkey/test-utils/test-instance';

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
