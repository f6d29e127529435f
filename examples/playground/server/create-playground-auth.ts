import { createAuth } from 'latchkey';
import { playgroundMail } from './playground-mail.js';
import { playgroundTwoFactor } from './playground-two-factor.js';
import type { PlaygroundSettings } from './read-settings.js';

export const APP_NAME = 'Latchkey Playground';

/**
 * The playground's Latchkey instance: email and password with verification,
 * reset, change of email, deletion, sessions, and the social providers the
 * environment configures. Its type is what the React client is typed from.
 *
 * @example
 * const auth = createPlaygroundAuth({ ...settings, baseURL: 'http://localhost:3000' });
 */
export function createPlaygroundAuth(settings: PlaygroundSettings & { baseURL: string; logMail?: boolean }) {
  const mail = playgroundMail({ outbox: settings.outbox, appName: APP_NAME, log: settings.logMail ?? true });
  return createAuth({
    appName: APP_NAME,
    baseURL: settings.baseURL,
    secret: settings.secret,
    database: settings.database,
    schemaCheck: 'migrate',
    rateLimit: { enabled: true },
    emailAndPassword: { enabled: true, sendResetPassword: mail.sendResetPassword },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: mail.sendVerificationEmail,
    },
    user: {
      changeEmail: { enabled: true, sendChangeEmailVerification: mail.sendChangeEmailVerification },
      deleteUser: { enabled: true },
    },
    socialProviders: settings.social,
    plugins: [playgroundTwoFactor({ outbox: settings.outbox, appName: APP_NAME, log: settings.logMail ?? true })],
  });
}

export type PlaygroundAuth = ReturnType<typeof createPlaygroundAuth>;
