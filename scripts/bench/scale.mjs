// `npm run bench -- scale`: Latchkey at a million users and ten million sessions
// on Postgres. Seeds a schema of its own with generate_series (SCALE_USERS,
// SCALE_SESSIONS; stops past SCALE_SEED_SECONDS), runs get-session and then
// list-sessions from three processes at once with autocannon, and prints p50/p99,
// queries per request and the plans of the statements each route sends. The
// schema is dropped afterwards.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from './http-bench.mjs';

const PG_URL = process.env.LATCHKEY_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const USERS = Number(process.env.SCALE_USERS ?? 1_000_000);
const SESSIONS = Number(process.env.SCALE_SESSIONS ?? 10_000_000);
const SEED_SECONDS = Number(process.env.SCALE_SEED_SECONDS ?? 1200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BENCH_USERS = 30;
const SESSIONS_PER_BENCH_USER = 10;
const CHUNK = 1_000_000;

const round = (n, digits = 2) => Number(n.toFixed(digits));

/** Inserts `total` rows in chunks of a million, each one statement; stops at the deadline. */
async function seed(db, total, sql, deadline) {
  let done = 0;
  for (let from = 1; from <= total; from += CHUNK) {
    if (Date.now() > deadline) break;
    const to = Math.min(from + CHUNK - 1, total);
    await db.query(sql(from, to));
    done = to;
  }
  return done;
}

const seedUsers = (from, to) => `
  insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt")
  select 'seed-user-' || g, 'User ' || g, 'user' || g || '@seed.example', true, now(), now()
  from generate_series(${from}, ${to}) g`;

// Ten sessions per user on average, spread over every user; tokens are unique stand-ins.
const seedSessions = (users) => (from, to) => `
  insert into session (id, token, "userId", "expiresAt", "createdAt", "updatedAt", "ipAddress", "userAgent")
  select 'seed-session-' || g, md5('seed-token-' || g), 'seed-user-' || (1 + g % ${users}),
         now() + interval '7 days', now(), now(), '203.0.113.' || (g % 250), 'seed agent'
  from generate_series(${from}, ${to}) g`;

/**
 * Seeds users and sessions on one connection. The secondary indexes are dropped
 * first and built again afterwards, and foreign keys are not checked row by row
 * (session_replication_role = replica): the rows are consistent by construction,
 * and building an index once is far cheaper than keeping it up ten million times.
 */
async function seedAll(schema, deadline) {
  const db = new pg.Client({ connectionString: PG_URL, options: `-c search_path=${schema}` });
  await db.connect();
  try {
    const tables = `('"user"'::regclass, 'session'::regclass)`;
    const { rows: constraints } = await db.query(
      `select conname as name, conrelid::regclass::text as on, pg_get_constraintdef(oid) as definition
         from pg_constraint where contype = 'u' and conrelid in ${tables}`,
    );
    const { rows: indexes } = await db.query(
      `select indexname as name, indexdef as definition from pg_indexes
        where schemaname = $1 and tablename in ('user', 'session') and indexname not like '%pkey'
          and indexname not in (select conname from pg_constraint where conrelid in ${tables})`,
      [schema],
    );
    for (const c of constraints) await db.query(`alter table ${c.on} drop constraint "${c.name}"`);
    for (const index of indexes) await db.query(`drop index "${index.name}"`);
    await db.query('set session_replication_role = replica');
    const users = await seed(db, USERS, seedUsers, deadline);
    const sessions = await seed(db, SESSIONS, seedSessions(Math.max(users, 1)), deadline);
    await db.query('set session_replication_role = default');
    await db.query('set maintenance_work_mem = \'256MB\'');
    for (const index of indexes) await db.query(index.definition);
    for (const c of constraints) await db.query(`alter table ${c.on} add constraint "${c.name}" ${c.definition}`);
    await db.query('analyze "user"; analyze session');
    return { users, sessions };
  } finally {
    await db.end();
  }
}

async function stats(origin) {
  return (await fetch(`${origin}/__stats`)).json();
}

/** One route from the three processes at once, each user's cookie in turn. */
async function load(origins, path, cookies) {
  const before = await Promise.all(origins.map(stats));
  const runs = await Promise.all(
    origins.map((url) => {
      let next = 0;
      return autocannon({
        url,
        duration: SECONDS,
        connections: 16,
        requests: [{ method: 'GET', path, setupRequest: (req) => ({ ...req, headers: { cookie: cookies[next++ % cookies.length] } }) }],
      });
    }),
  );
  const after = await Promise.all(origins.map(stats));
  const requests = runs.reduce((sum, r) => sum + r.requests.total, 0);
  const queries = after.reduce((sum, s, i) => sum + s.queries - before[i].queries, 0);
  return {
    path,
    instances: origins.length,
    requests,
    requestsPerSecond: round(requests / SECONDS, 1),
    p50ms: runs.map((r) => r.latency.p50),
    p99ms: runs.map((r) => r.latency.p99),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    queriesPerRequest: round(queries / requests),
    statements: [...new Set(after.flatMap((s) => s.statements))],
  };
}

/** A value for each `$n` of a statement, chosen by what it is compared with. */
function parameterValues(sql, bench) {
  const values = [];
  for (const match of sql.matchAll(/\$(\d+)/g)) {
    const before = sql.slice(0, match.index);
    const value = /limit\s*$/i.test(before)
      ? 100
      : /"token"\s*=\s*$/.test(before)
        ? bench.token
        : /"expiresAt"\s*>\s*$/.test(before)
          ? new Date()
          : bench.id;
    values[Number(match[1]) - 1] = value;
  }
  return values;
}

/** EXPLAIN ANALYZE of a statement with a bench user's values in place of its parameters. */
async function plan(db, sql, values) {
  const { rows } = await db.query(`explain (analyze, costs off, timing on) ${sql}`, values);
  return rows.map((row) => row['QUERY PLAN']);
}

export async function runScaleBench() {
  const schema = `lk_scale_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: PG_URL, max: 2, options: `-c search_path=${schema}` });
  await admin.query(`create schema "${schema}"`);
  const port = 4900 + Math.floor(Math.random() * 300);
  const servers = [];
  try {
    const env = { SCALE_PG_URL: PG_URL, SCALE_SCHEMA: schema };
    const execArgv = ['--conditions=latchkey:source', '--import', 'tsx'];
    // The first process creates the tables; the other two find them.
    for (let i = 0; i < 3; i++) servers.push(await startServer('scale-server.ts', { port: port + i, dbFile: '', execArgv, env }));
    const origins = servers.map((_, i) => `http://127.0.0.1:${port + i}`);

    const started = Date.now();
    const { users, sessions } = await seedAll(schema, started + SEED_SECONDS * 1000);
    const seedSeconds = round((Date.now() - started) / 1000, 1);

    const cookies = [];
    for (let i = 0; i < BENCH_USERS; i++) {
      const response = await fetch(`${origins[i % 3]}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Bench ${i}`, email: `bench${i}@scale.example`, password: 'bench password 123' }),
      });
      if (response.status !== 200) throw new Error(`scale bench sign-up answered ${response.status}`);
      cookies.push(response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '));
    }
    // Each bench user has as many sessions as the seeded ones, for list-sessions to read.
    await admin.query(`
      insert into session (id, token, "userId", "expiresAt", "createdAt", "updatedAt")
      select 'bench-session-' || u.id || '-' || g, md5(u.id || '-' || g), u.id, now() + interval '7 days', now(), now()
      from "user" u, generate_series(2, ${SESSIONS_PER_BENCH_USER}) g where u.email like 'bench%@scale.example'`);

    const getSession = await load(origins, '/api/auth/get-session', cookies);
    const listSessions = await load(origins, '/api/auth/list-sessions', cookies);

    const { rows } = await admin.query(
      `select s."userId" as id, s.token from session s join "user" u on u.id = s."userId" where u.email = 'bench0@scale.example' limit 1`,
    );
    const [bench] = rows;
    const plans = {};
    for (const sql of [...getSession.statements, ...listSessions.statements]) {
      if (!/^select/i.test(sql)) continue;
      plans[sql] = await plan(admin, sql, parameterValues(sql, bench)).catch((error) => [`(not planned: ${error.message})`]);
    }
    return { users, sessions, seedSeconds, getSession, listSessions, plans };
  } finally {
    for (const server of servers) server.kill();
    await admin.query(`drop schema "${schema}" cascade`);
    await admin.end();
  }
}
