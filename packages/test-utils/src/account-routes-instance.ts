import type { AuthOptions } from 'latchkey';
import { backgroundTasks } from './account-kit.js';
import { createTestAuth } from './test-instance.js';
import type { MailData } from './user-flows.js';

export { errorOf, hasSession, PASSWORD, signIn, signUp } from './account-kit.js';
export { cookieJar, request } from './test-instance.js';

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
