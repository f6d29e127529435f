import { backgroundTasks } from '@latchkey/test-utils/account-kit';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import type { MailData } from '../options/account-options.js';
import type { AuthOptions } from '../options/auth-options.js';

export { errorOf, hasSession, PASSWORD, signIn, signUp } from '@latchkey/test-utils/account-kit';
export { cookieJar, request } from '@latchkey/test-utils/test-instance';

/**
 * A test instance that records every verification and reset mail and can wait
 * for all background work (mail lookups and sends) to finish.
 */
export function createAccountAuth(options: Omit<AuthOptions, 'waitUntil'> = {}) {
  const mails = { verification: [] as MailData[], reset: [] as MailData[] };
  const { waitUntil, settle } = backgroundTasks();
  const auth = createTestAuth({
    ...options,
    waitUntil,
    emailAndPassword: { sendResetPassword: (data) => void mails.reset.push(data), ...options.emailAndPassword },
    emailVerification: {
      sendVerificationEmail: (data) => void mails.verification.push(data),
      ...options.emailVerification,
    },
  });
  return { auth, mails, settle };
}

export type AccountAuth = ReturnType<typeof createAccountAuth>['auth'];
