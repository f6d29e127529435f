// `npm run bench -- audit-scale`: the audit log's queries at ten million stored
// events on Postgres. Creates a schema of its own, lets Latchkey migrate it,
// seeds AUDIT_ROWS events (10M by default) with INSERT ... SELECT
// generate_series in chunks (the table unlogged and its secondary indexes
// dropped while loading, then built once), and runs every admin filter and
// GET /security-activity through the plugin's own query code: `auth.api.
// listSecurityEvents` and the HTTP route. Prints p50/p99 per query, the
// statement Latchkey sent and its EXPLAIN ANALYZE; the schema is dropped
// afterwards.
//
//   node --conditions=latchkey:source --import tsx scripts/bench/audit-scale.ts
import { performance } from 'node:perf_hooks';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { auditLog } from '@latchkey/audit-log';
import { createAuth, createScryptHasher } from 'latchkey';

const PG_URL = process.env.LATCHKEY_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROWS = Number(process.env.AUDIT_ROWS ?? 10_000_000);
const SAMPLES = Number(process.env.AUDIT_SAMPLES ?? 200);
const CHUNK = 1_000_000;
const USERS = 100_000;
const ORGANIZATIONS = 5_000;
const ADMINS = 20;
const DAYS = 180;
const ORIGIN = 'http://localhost:3000';

// Half the events are sign-ins; the rest spread over fifteen other types.
const OTHER_TYPES = [
  'sign-in.failed', 'sign-out', 'session.revoked', 'password.changed', 'password.reset-requested',
  'password.reset-completed', 'email-verification.sent', 'email-verification.completed', 'two-factor.passed',
  'two-factor.failed', 'passkey.added', 'api-key.created', 'organization.member-added', 'admin.user-banned',
  'rate-limit.hit',
];

const round = (n: number, digits = 2): number => Number(n.toFixed(digits));
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const randomInt = (n: number): number => Math.floor(Math.random() * n);

/** `n` in fixed-width base 36, as SQL: one character per digit, no function call per row. */
function base36(n: string, width: number): string {
  const digits = Array.from({ length: width }, (_, k) => {
    const power = (36n ** BigInt(width - 1 - k)).toString();
    return `substr('0123456789abcdefghijklmnopqrstuvwxyz', ((${n} / ${power}) % 36)::int + 1, 1)`;
  });
  return digits.join(' || ');
}

/**
 * Rows `from`..`to`: ids that sort by time as the plugin writes them (the
 * milliseconds in base 36, a sequence, a random tail), spread evenly over the
 * last DAYS days; USERS users, a fifth of the events in one of ORGANIZATIONS
 * organizations, one in a hundred acted by one of ADMINS administrators.
 */
function seedSql(table: string, input: { from: number; to: number; endMs: number }): string {
  const step = Math.max(1, Math.floor((DAYS * 86_400_000) / ROWS));
  const ms = `(${input.endMs}::bigint - (${ROWS}::bigint - g) * ${step})`;
  const types = `(array[${OTHER_TYPES.map((t) => `'${t}'`).join(', ')}])[1 + (g / 10) % ${OTHER_TYPES.length}]`;
  return `
    insert into "${table}" (id, type, time, "actorType", "actorId", "userId", "organizationId", "sessionId", ip, "userAgent", method, detail)
    select ${base36(ms, 9)} || '0000' || substr(md5(g::text), 1, 24),
           case when g % 10 < 5 then 'sign-in.succeeded' else ${types} end,
           to_timestamp(${ms} / 1000.0),
           case when g % 100 = 0 then 'admin' else 'user' end,
           case when g % 100 = 0 then 'admin-' || ((g / 100) % ${ADMINS}) else 'user-' || (g % ${USERS}) end,
           'user-' || (g % ${USERS}),
           case when g % 5 = 0 then 'org-' || ((g / 5) % ${ORGANIZATIONS}) end,
           'session-' || (g % 1000000),
           '198.51.' || (g % 200) || '.' || ((g / 200) % 250),
           'Mozilla/5.0 (bench)',
           case when g % 10 < 5 then 'email' end,
           '{}'
      from generate_series(${input.from}, ${input.to}) g`;
}

/** Loads the rows with the table's secondary indexes dropped, then builds them once. */
async function seed(db: pg.Client, input: { schema: string; table: string; log: (line: string) => void }): Promise<number> {
  const { rows: indexes } = await db.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
      where schemaname = $1 and tablename = $2 and indexname not like '%pkey'`,
    [input.schema, input.table],
  );
  for (const index of indexes) await db.query(`drop index "${index.name}"`);
  await db.query(`alter table "${input.table}" set unlogged`);
  const endMs = Date.now();
  let started = performance.now();
  for (let from = 1; from <= ROWS; from += CHUNK) {
    await db.query(seedSql(input.table, { from, to: Math.min(from + CHUNK - 1, ROWS), endMs }));
  }
  const insertSeconds = (performance.now() - started) / 1000;
  input.log(`inserted ${ROWS} events in ${round(insertSeconds, 1)} s`);
  started = performance.now();
  await db.query(`set maintenance_work_mem = '512MB'`);
  for (const index of indexes) await db.query(index.definition);
  await db.query(`analyze "${input.table}"`);
  input.log(`built ${indexes.length} indexes in ${round((performance.now() - started) / 1000, 1)} s`);
  return indexes.length;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs `query` SAMPLES times (fresh arguments each time) and answers p50/p99 in ms. */
async function time(query: () => Promise<unknown>): Promise<{ p50Ms: number; p99Ms: number }> {
  for (let i = 0; i < 10; i++) await query();
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await query();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50Ms: round(percentile(samples, 50)), p99Ms: round(percentile(samples, 99)) };
}

/**
 * Seeds, measures and explains; drops the schema whatever happens.
 *
 * @example
 * const figures = await runAuditScaleBench();
 */
export async function runAuditScaleBench(options: { log?: (line: string) => void } = {}): Promise<Record<string, unknown>> {
  const log = options.log ?? ((line: string) => console.error(line));
  const schema = `bench_audit_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const pool = new pg.Pool({ connectionString: PG_URL, options: `-c search_path=${schema}`, max: 4 });
  // The last statement the plugin sent, to explain exactly that.
  let last: { sql: string; parameters: readonly unknown[] } | null = null;
  const kysely = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool }),
    log: (event: LogEvent) => {
      if (event.level === 'query' && event.query.sql.includes('securityEvent')) last = { sql: event.query.sql, parameters: event.query.parameters };
    },
  });
  try {
    const auth = createAuth({
      baseURL: ORIGIN,
      secret: 'bench-secret-0123456789-abcdefghijklmnop',
      database: { kysely, dialect: 'postgres' },
      schemaCheck: 'migrate',
      rateLimit: { enabled: false },
      logger: { level: 'error' },
      emailAndPassword: { enabled: true, password: createScryptHasher({ logN: 10 }) },
      plugins: [auditLog()],
    });
    const ctx = await auth.$context;
    const seeder = new pg.Client({ connectionString: PG_URL, options: `-c search_path=${schema}` });
    await seeder.connect();
    const { rows: tables } = await seeder.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = $1 and lower(table_name) like '%securityevent%'`,
      [schema],
    );
    const table = tables[0]!.name;
    const started = performance.now();
    const indexes = await seed(seeder, { schema, table, log });
    const seedSeconds = round((performance.now() - started) / 1000, 1);

    // A user with a password, among the seeded ones, for GET /security-activity.
    const now = new Date();
    await ctx.db.create({ model: 'user', data: { id: 'user-4242', name: 'Bench', email: 'bench@example.com', emailVerified: true, createdAt: now, updatedAt: now } });
    const hash = await ctx.password.hasher.hash('bench password 123');
    await ctx.db.create({ model: 'account', data: { id: 'account-4242', userId: 'user-4242', providerId: 'credential', accountId: 'user-4242', password: hash, createdAt: now, updatedAt: now } });
    const headers = { 'content-type': 'application/json', origin: ORIGIN };
    const signIn = await auth.handler(new Request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: 'POST', headers, body: JSON.stringify({ email: 'bench@example.com', password: 'bench password 123' }),
    }));
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

    const list = (query: Record<string, unknown>) => auth.api.listSecurityEvents({ query: { limit: 50, ...query } });
    const daysAgo = (days: number): Date => new Date(now.getTime() - days * 86_400_000);
    const user = () => `user-${randomInt(USERS)}`;
    const queries: Record<string, () => Promise<unknown>> = {
      newest: () => list({}),
      byUser: () => list({ userId: user() }),
      byOrganization: () => list({ organizationId: `org-${randomInt(ORGANIZATIONS)}` }),
      byTypeAndTimeRange: () => {
        const start = 1 + randomInt(DAYS - 10);
        return list({ type: pick(OTHER_TYPES), from: daysAgo(start + 7), to: daysAgo(start) });
      },
      commonTypeAndTimeRange: () => {
        const start = 1 + randomInt(DAYS - 10);
        return list({ type: 'sign-in.succeeded', from: daysAgo(start + 7), to: daysAgo(start) });
      },
      byActor: () => list({ actorId: `admin-${randomInt(ADMINS)}` }),
      byIp: () => list({ ip: `198.51.${randomInt(200)}.${randomInt(250)}` }),
      byUserAndType: () => list({ userId: user(), type: 'sign-in.succeeded' }),
      nextPage: async () => {
        const actorId = `admin-${randomInt(ADMINS)}`;
        const first = await list({ actorId });
        return first.nextCursor ? list({ actorId, cursor: first.nextCursor }) : first;
      },
      securityActivity: async () => {
        const response = await auth.handler(new Request(`${ORIGIN}/api/auth/security-activity?limit=20`, { headers: { cookie } }));
        if (response.status !== 200) throw new Error(`security-activity answered ${response.status}`);
        return response.json();
      },
    };
    const results: Record<string, unknown> = {};
    for (const [name, query] of Object.entries(queries)) {
      const figures = await time(query);
      last = null;
      await query();
      const sent = last as { sql: string; parameters: readonly unknown[] } | null;
      let plan: string[] = [];
      if (sent) {
        const explained = await seeder.query(`explain (analyze, buffers, costs off) ${sent.sql}`, [...sent.parameters]);
        plan = explained.rows.map((row: Record<string, string>) => row['QUERY PLAN']!);
      }
      results[name] = { ...figures, sql: sent?.sql, plan };
      log(`${name}: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`);
    }
    const { rows: size } = await seeder.query<{ table: string; indexes: string }>(
      `select pg_size_pretty(pg_table_size($1::regclass)) as table, pg_size_pretty(pg_indexes_size($1::regclass)) as indexes`,
      [`"${table}"`],
    );
    await seeder.end();
    const worstP99 = Math.max(...Object.values(results).map((r) => (r as { p99Ms: number }).p99Ms));
    return {
      rows: ROWS,
      samplesPerQuery: SAMPLES,
      seedSeconds,
      secondaryIndexes: indexes,
      tableSize: size[0]!.table,
      indexSize: size[0]!.indexes,
      queries: results,
      worstP99Ms: worstP99,
      target: 'every admin query and /security-activity p99 < 50 ms at 10M events',
      met: worstP99 < 50,
    };
  } finally {
    await kysely.destroy().catch(() => undefined);
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await runAuditScaleBench(), null, 2));
