// One instance with the core and every plugin on, for the fuzzer: messages are
// recorded, the captcha and breached-password lookups go to loopback servers
// speaking the providers' documented formats, so nothing leaves the machine.
import Database from 'better-sqlite3';
import { admin } from '@latchkey/admin';
import { anonymous } from '@latchkey/anonymous';
import { apiKey } from '@latchkey/api-key';
import { bearer } from '@latchkey/bearer';
import { captcha } from '@latchkey/captcha';
import { compromisedPassword } from '@latchkey/compromised-password';
import { deviceAuthorization } from '@latchkey/device-authorization';
import { emailOTP } from '@latchkey/email-otp';
import { jwt } from '@latchkey/jwt';
import { magicLink } from '@latchkey/magic-link';
import { oneTimeToken } from '@latchkey/one-time-token';
import { organization } from '@latchkey/organization';
import { passkey } from '@latchkey/passkey';
import { phoneNumber } from '@latchkey/phone-number';
import { twoFactor } from '@latchkey/two-factor';
import { username } from '@latchkey/username';
import { webhooks } from '@latchkey/webhooks';
import { SECRET, startSiteverifyServer, type SiteverifyServer } from '../fake-servers/siteverify-server.js';
import { startRangeServer, type RangeServer } from '../fake-servers/range-server.js';
import { createAuth, type AuthOptions } from 'latchkey';
import { createScryptHasher } from '../../../core/src/crypto/scrypt-hasher.js';

// The test instances' settings, repeated rather than imported: test-instance.ts loads
// vitest (so does account-kit.ts), and the long run of `npm run bench` runs outside it.
export const FUZZ_BASE_URL = 'http://localhost:3000';
const FUZZ_SECRET = 'fuzz-secret-that-is-long-enough-0123456789';
const fastHasher = createScryptHasher({ logN: 10 });

/** Passwords the loopback range server reports as breached. */
export const BREACHED_PASSWORDS = ['password123456', 'breached password'];

/** The fuzzed instance, its SQLite database, and what it sent. */
export interface FuzzInstance {
  auth: ReturnType<typeof buildAuth>;
  db: Database.Database;
  /** Every mail or text the callbacks were asked to deliver (capped). */
  messages: unknown[];
  captchaServer: SiteverifyServer;
  rangeServer: RangeServer;
  /** Waits for the work the instance left running after answering. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the loopback servers and builds the instance on a fresh in-memory database.
 *
 * @example
 * const fuzz = await createFuzzInstance();
 * await fuzz.auth.handler(new Request('http://localhost:3000/api/auth/ok'));
 */
export async function createFuzzInstance(options: { plugins?: NonNullable<AuthOptions['plugins']> } = {}): Promise<FuzzInstance> {
  const captchaServer = await startSiteverifyServer({ provider: 'cloudflare-turnstile' });
  const rangeServer = await startRangeServer({ breached: Object.fromEntries(BREACHED_PASSWORDS.map((p) => [p, 5])) });
  const db = new Database(':memory:');
  const messages: unknown[] = [];
  const tasks = backgroundTasks();
  const record = (message: unknown): void => {
    if (messages.length < 1000) messages.push(message);
  };
  const auth = buildAuth({ db, record, extra: options.plugins ?? [], waitUntil: tasks.waitUntil, verifyURL: captchaServer.url, rangeURL: rangeServer.url });
  return {
    auth,
    db,
    messages,
    captchaServer,
    rangeServer,
    settle: tasks.settle,
    close: async () => {
      await tasks.settle();
      await Promise.all([captchaServer.close(), rangeServer.close()]);
      db.close();
    },
  };
}

interface BuildInput {
  db: Database.Database;
  record(message: unknown): void;
  waitUntil: (task: Promise<unknown>) => void;
  verifyURL: string;
  rangeURL: string;
  extra: NonNullable<AuthOptions['plugins']>;
}

/** Keeps the instance's background work (mail lookups and sends) so each case can wait for it. */
function backgroundTasks(): { waitUntil: (task: Promise<unknown>) => void; settle(): Promise<void> } {
  const pending: Promise<unknown>[] = [];
  return {
    waitUntil: (task) => void pending.push(task),
    settle: async () => {
      while (pending.length > 0) await Promise.allSettled(pending.splice(0));
    },
  };
}

function buildAuth(input: BuildInput) {
  const { record } = input;
  return createAuth({
    baseURL: FUZZ_BASE_URL,
    secret: FUZZ_SECRET,
    database: input.db,
    schemaCheck: 'migrate',
    logger: { level: 'error', disabled: true },
    waitUntil: input.waitUntil,
    // Counted in the database so the counters are part of what the fuzzer watches;
    // the limit is high so the handlers behind it still run.
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 1_000_000, customRules: {} },
    advanced: { ipAddress: { trustedHeaders: ['x-forwarded-for'] } },
    emailAndPassword: { enabled: true, password: fastHasher, sendResetPassword: record },
    emailVerification: { sendVerificationEmail: record },
    user: {
      changeEmail: { enabled: true, sendChangeEmailVerification: record },
      deleteUser: { enabled: true, sendDeleteAccountVerification: record },
    },
    plugins: [
      admin(),
      anonymous(),
      apiKey(),
      bearer(),
      captcha({ provider: 'cloudflare-turnstile', secretKey: SECRET, verifyURL: input.verifyURL, timeoutMs: 2000 }),
      compromisedPassword({ rangeURL: input.rangeURL, timeoutMs: 2000 }),
      deviceAuthorization(),
      emailOTP({ sendVerificationOTP: record }),
      jwt(),
      magicLink({ sendMagicLink: record }),
      oneTimeToken(),
      organization({ sendInvitationEmail: record }),
      passkey(),
      phoneNumber({ sendOTP: record }),
      twoFactor({ sendOTP: record }),
      username(),
      webhooks({ deliveryLoop: false }),
      ...input.extra,
    ],
  });
}
