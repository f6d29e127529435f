import { admin } from '@latchkey/admin';
import { auditLog } from '@latchkey/audit-log';
import { createAuth } from 'latchkey';
import { playgroundDevice } from './playground-device.js';
import { playgroundApiKey } from './playground-api-key.js';
import { playgroundGuards } from './playground-guards.js';
import { playgroundJwt } from './playground-jwt.js';
import { playgroundOidcProvider } from './playground-oidc-provider.js';
import { playgroundMail } from './playground-mail.js';
import { playgroundPhoneNumber } from './playground-phone-number.js';
import { playgroundPasskey } from './playground-passkey.js';
import { playgroundOrganization } from './playground-organization.js';
import { playgroundTwoFactor } from './playground-two-factor.js';
import { playgroundEmailOTP } from './playground-email-otp.js';
import { playgroundMagicLink } from './playground-magic-link.js';
import { playgroundUsernameAnonymous } from './playground-username-anonymous.js';
import { playgroundWebhooks } from './playground-webhooks.js';
import type { PlaygroundSettings } from './read-settings.js';

export const APP_NAME = 'Latchkey Playground';

/**
 * The playground's Latchkey instance: email and password with verification,
 * reset, change of email, deletion, sessions, the social providers the
 * environment configures, the admin plugin (users, roles, bans,
 * impersonation) and the abuse guards (compromised passwords, a captcha on
 * sign-up). Its type is what the React client is typed from.
 *
 * @example
 * const auth = createPlaygroundAuth({ ...settings, baseURL: 'http://localhost:3000', devServicesOrigin: 'http://127.0.0.1:3000' });
 */
export function createPlaygroundAuth(settings: PlaygroundSettings & { baseURL: string; devServicesOrigin: string; logMail?: boolean }) {
  const mail = playgroundMail({ outbox: settings.outbox, appName: APP_NAME, log: settings.logMail ?? true });
  return createAuth({
    appName: APP_NAME,
    baseURL: settings.baseURL,
    secret: settings.secret,
    database: settings.database,
    schemaCheck: 'migrate',
    // On, as in production; sign-up and sign-in get more room than the defaults (5 and 10 a
    // minute), since one person trying the playground (and its browser tests) does many from one address.
    rateLimit: {
      enabled: true,
      customRules: {
        '/sign-up/email': { window: 60, max: 30 },
        '/sign-in/email': { window: 60, max: 30 },
        // Every page, and the organization switcher, reads the session: many tabs and flows from one address.
        '/get-session': { window: 60, max: 600 },
        // So does every signed-in page's header (the organization switcher's atoms).
        '/organization/list': { window: 60, max: 600 },
        '/organization/get-full-organization': { window: 60, max: 600 },
        '/organization/get-active-member': { window: 60, max: 600 },
        // And every account page, its security activity card.
        '/security-activity': { window: 60, max: 600 },
      },
    },
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
    plugins: [
      admin(),
      // Every security event in the database: the account page's activity card and the admin events page.
      auditLog(),
      ...playgroundGuards(settings.devServicesOrigin),
      playgroundTwoFactor({ outbox: settings.outbox, appName: APP_NAME, log: settings.logMail ?? true }),
      playgroundJwt(),
      playgroundOidcProvider(),
      playgroundEmailOTP({ outbox: settings.outbox, appName: APP_NAME, log: settings.logMail ?? true }),
      playgroundMagicLink({ outbox: settings.outbox, appName: APP_NAME, log: settings.logMail ?? true }),
      playgroundPhoneNumber({ outbox: settings.outbox, appName: APP_NAME, log: settings.logMail ?? true }),
      ...playgroundDevice(),
      playgroundPasskey(),
      playgroundApiKey(),
      ...playgroundUsernameAnonymous(),
      playgroundOrganization({ outbox: settings.outbox, appName: APP_NAME, baseURL: settings.baseURL, log: settings.logMail ?? true }),
      playgroundWebhooks({ origin: settings.devServicesOrigin, secret: settings.secret, development: settings.mailbox }),
    ],
  });
}

export type PlaygroundAuth = ReturnType<typeof createPlaygroundAuth>;
