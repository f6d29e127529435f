import { createAuth } from 'latchkey';
import { createDevMailer, verificationEmail } from 'latchkey/mail';
import { organization } from '@latchkey/organization';

/** Where the development mailer writes; the /mailbox page reads it. */
export const OUTBOX = process.env.EXAMPLE_OUTBOX ?? '.data/outbox.jsonl';

const mailer = createDevMailer({ outbox: OUTBOX });
const appName = 'Latchkey Next.js example';

/**
 * The app's auth instance, shared by the route handler, server components,
 * server actions and the proxy. In production `createAuth` throws, naming the
 * variable, when LATCHKEY_URL or LATCHKEY_SECRET is missing: `next build` loads
 * this module, so the build stops there (`npm start` sets both for you).
 */
export const auth = createAuth({
  appName,
  database: process.env.DATABASE_URL ?? 'sqlite:.data/example.db',
  // `npm start` migrates before building; in development the tables are created at start.
  schemaCheck: process.env.NODE_ENV === 'production' ? 'error' : 'migrate',
  emailAndPassword: { enabled: true, requireEmailVerification: true },
  emailVerification: {
    sendOnSignUp: true,
    // Replace with your mail provider before deploying: the dev mailer only writes a file.
    sendVerificationEmail: ({ user, url, token }) =>
      mailer.send({ type: 'verification', to: user.email, url, token, ...verificationEmail({ url, name: user.name, appName }) }),
  },
  plugins: [organization()],
  // Next gives route handlers no peer address; behind your own proxy (or on a platform
  // that overwrites it), trust its header so rate limits count per client:
  // advanced: { ipAddress: { trustedHeaders: ['x-forwarded-for'] } },
});
