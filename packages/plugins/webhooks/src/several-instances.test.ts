// Three instances on one Postgres database and one receiver: every delivery arrives,
// none twice while all instances run, and killing an instance in the middle of its
// sends loses nothing (the receiver deduplicates by webhook-id).
import { afterAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createAuth } from 'latchkey';
import type { AuthContext } from 'latchkey/plugins';
import { signUp } from '@latchkey/test-utils/account-kit';
import { openTestDatabaseAddress, type TestDatabaseAddress } from '@latchkey/test-utils/databases';
import { fastHasher, TEST_BASE_URL, TEST_SECRET } from '@latchkey/test-utils/test-instance';
import { startWebhookReceiver } from '@latchkey/test-utils/webhook-receiver';
import { stopWebhookDelivery } from './delivery-loop.js';
import type { WebhookDeliveryRow } from './webhook-delivery-record.js';
import { SECRET, eventually } from '@latchkey/test-utils/plugin-instances/webhooks';
import { webhooks } from './webhooks.js';
import type { WebhooksOptions } from './webhooks-options.js';

const TIMEOUT_SECONDS = 1;
/** The lease of a claimed delivery: the send timeout plus the margin for recording it. */
const LEASE_MS = TIMEOUT_SECONDS * 1000 + 5000;

function instance(address: TestDatabaseAddress, options: WebhooksOptions) {
  const pool = new pg.Pool({ connectionString: address.url, max: 3, options: `-c search_path=${address.schema}` });
  const kysely = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
  const auth = createAuth({
    baseURL: TEST_BASE_URL,
    secret: TEST_SECRET,
    database: { kysely, dialect: 'postgres' },
    schemaCheck: 'migrate',
    rateLimit: { enabled: false },
    logger: { level: 'error', disabled: true },
    emailAndPassword: { enabled: true, password: fastHasher },
    plugins: [webhooks({ allowPrivateTargets: true, timeoutSeconds: TIMEOUT_SECONDS, retryBaseSeconds: 0.2, retryMaxSeconds: 1, ...options })],
  });
  return { auth, kysely };
}

// Once, in the SQLite project: the test opens its own Postgres schema.
describe.skipIf(process.env.LATCHKEY_TEST_DIALECT !== undefined)('three instances on one Postgres database', () => {
  let address: TestDatabaseAddress | undefined;
  const running: { auth: { $context: Promise<AuthContext> }; kysely: Kysely<any> }[] = [];
  afterAll(async () => {
    for (const { auth, kysely } of running.splice(0)) {
      await stopWebhookDelivery(await auth.$context);
      await kysely.destroy().catch(() => undefined);
    }
    await address?.drop();
  });

  it('delivers every event once while all run, and loses nothing when one is killed mid-delivery', { timeout: 60_000 }, async () => {
    address = await openTestDatabaseAddress('postgres');
    const receiver = await startWebhookReceiver({ slow: 50 });
    try {
      const endpoints = [{ id: 'siem', url: receiver.url, secret: SECRET, eventTypes: ['user.signed-up'] }];
      // The one to be killed polls often; the others mostly wait for their own commits.
      const [a, b, c] = [instance(address, { endpoints, pollSeconds: 0.5 }), instance(address, { endpoints, pollSeconds: 0.5 }), instance(address, { endpoints, pollSeconds: 0.05 })];
      running.push(a!, b!, c!);
      await a!.auth.$context;
      await Promise.all([b!.auth.$context, c!.auth.$context]);
      const all = [a!, b!, c!];
      const rows = async (): Promise<WebhookDeliveryRow[]> => (await a!.auth.$context).db.findMany<WebhookDeliveryRow>({ model: 'webhookDelivery' });

      // All three up: 30 sign-ups spread over them, each delivery arrives exactly once.
      await Promise.all(Array.from({ length: 30 }, (_, i) => signUp(all[i % 3]!.auth, { email: `user${i}@example.com` })));
      await eventually(async () => (await rows()).filter((row) => row.state === 'delivered').length === 30, 20_000);
      const ids = receiver.received.map((request) => request.headers['webhook-id']);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);

      // The receiver stops answering; instance C takes deliveries and is killed while they are in flight.
      receiver.answer('hang');
      const before = receiver.received.length;
      for (let i = 0; i < 10; i++) await signUp(c!.auth, { email: `late${i}@example.com` });
      await receiver.waitFor(before + 10, 10_000);
      const killedAt = Date.now();
      await c!.kysely.destroy();
      await stopWebhookDelivery(await c!.auth.$context);
      receiver.answer(200);

      // Once A's and B's own hanging sends have timed out and been recorded, the rows still
      // leased and never attempted are C's: the deliveries it was sending when it died.
      await new Promise((resolve) => setTimeout(resolve, TIMEOUT_SECONDS * 1000 + 500));
      const orphaned = (await rows()).filter((row) => row.state === 'pending' && Number(row.attempts) === 0 && new Date(row.lockedUntil).getTime() > Date.now());
      expect(orphaned.length).toBeGreaterThan(0);

      // Their lease runs out and A or B sends them: every delivery arrives, none is lost.
      await eventually(async () => (await rows()).every((row) => row.state === 'delivered'), 30_000);
      expect(Date.now() - killedAt).toBeGreaterThanOrEqual(LEASE_MS - 1000);
      const delivered = await rows();
      expect(delivered).toHaveLength(40);
      const received = new Set(receiver.received.map((request) => request.headers['webhook-id']));
      for (const row of delivered) expect(received.has(row.id)).toBe(true);
      expect(received.size).toBe(40);
    } finally {
      await receiver.close();
    }
  });
});
