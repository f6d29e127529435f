/**
 * Session lookup benchmark: how long `findOne` of a session joined with its user,
 * by hashed token, takes on a SQLite file with 1,000 sessions and again with
 * 1,000,000. An index on the token keeps the second close to the first.
 *
 *   node --import tsx scripts/bench/session-lookup.mjs [--lookups 20000] [--sessions 1000000]
 *
 * Prints JSON. `benchSessionLookup()` is exported for scripts/bench/run.mjs.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { coreSchema } from '../../packages/core/src/db/core-schema.ts';
import { createDatabase } from '../../packages/core/src/db/create-database.ts';
import { runMigrations } from '../../packages/core/src/db/migrate/run-migrations.ts';
import { resolveSchema } from '../../packages/core/src/db/resolve-schema.ts';

const BATCH = 50_000;
const join_ = { user: { model: 'user', from: 'userId', to: 'id' } };

/** The stored form of session token number `i` (SHA-256, base64url), as the core stores it. */
const hashedToken = (i) => createHash('sha256').update(`session-token-${i}`).digest('base64url');

/**
 * Runs the benchmark and returns its measurements.
 *
 * @example
 * const result = await benchSessionLookup({ lookups: 5000 });
 * result.ratio; // µs per lookup at 1M sessions divided by µs at 1k
 *
 * @param {{ users?: number, sessions?: number, lookups?: number, log?: (line: string) => void }} [options]
 */
export async function benchSessionLookup(options = {}) {
  const { users = 1_000, sessions = 1_000_000, lookups = 20_000, log = () => {} } = options;
  const dir = mkdtempSync(join(tmpdir(), 'latchkey-bench-'));
  const handle = new Database(join(dir, 'bench.db'));
  const schema = resolveSchema([coreSchema]);
  const db = await createDatabase(handle, { schema });
  try {
    const { error } = await runMigrations({ kysely: db.kysely, dialect: 'sqlite', schema });
    if (error) throw error;
    const insertSession = prepareInserts(handle, schema, users);
    insertSession(0, users);
    log(`inserted ${users} users and sessions`);
    const small = await timeLookups(db.adapter, users, lookups);
    const started = performance.now();
    for (let from = users; from < sessions; from += BATCH) insertSession(from, Math.min(from + BATCH, sessions));
    const insertSeconds = (performance.now() - started) / 1000;
    log(`grew to ${sessions} sessions in ${insertSeconds.toFixed(1)} s`);
    const large = await timeLookups(db.adapter, sessions, lookups);
    return {
      benchmark: 'session-lookup',
      dialect: 'sqlite',
      lookups,
      small: { sessions: users, ...small },
      large: { sessions, ...large, insertSeconds: round(insertSeconds) },
      // Fastest rounds; the median ratio shows how much machine noise there was.
      ratio: round(large.usPerLookup / small.usPerLookup),
      medianRatio: round(large.medianUsPerLookup / small.medianUsPerLookup),
    };
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Inserts users once and returns a function inserting sessions `[from, to)` in one transaction. */
function prepareInserts(handle, schema, users) {
  const columns = (model) => Object.values(schema[model].fields).map((f) => f.column);
  const insert = (model) => {
    const cols = columns(model);
    return handle.prepare(
      `insert into "${schema[model].table}" (${cols.map((c) => `"${c}"`).join(', ')}) values (${cols
        .map(() => '?')
        .join(', ')})`,
    );
  };
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const user = insert('user');
  handle.transaction(() => {
    for (let i = 0; i < users; i++)
      user.run(
        byField(schema.user, {
          id: `user-${i}`,
          name: `User ${i}`,
          email: `user${i}@example.com`,
          emailVerified: 0,
          image: null,
          createdAt: now,
          updatedAt: now,
        }),
      );
  })();
  const session = insert('session');
  return handle.transaction((from, to) => {
    for (let i = from; i < to; i++) {
      session.run(
        byField(schema.session, {
          id: `session-${i}`,
          expiresAt: expires,
          token: hashedToken(i),
          ipAddress: '203.0.113.7',
          userAgent: 'bench',
          userId: `user-${i % users}`,
          createdAt: now,
          updatedAt: now,
        }),
      );
    }
  });
}

const byField = (table, values) => Object.keys(table.fields).map((name) => values[name] ?? null);

const ROUNDS = 5;

/**
 * Times `lookups` lookups in rounds and reports the fastest round and the median:
 * on a shared machine other processes slow some rounds down, and the fastest one is
 * the closest to what the database itself costs.
 */
async function timeLookups(adapter, sessions, lookups) {
  // Tokens are hashed before the clock starts: the benchmark measures the database.
  const tokens = Array.from({ length: lookups }, () => hashedToken(randomBytes(4).readUInt32LE() % sessions));
  const lookup = (value) => adapter.findOne({ model: 'session', where: [{ field: 'token', value }], join: join_ });
  // Warm up so both phases run JIT-compiled code with a warm page cache.
  for (const token of tokens.slice(0, Math.min(5000, lookups))) await lookup(token);
  const perRound = Math.ceil(lookups / ROUNDS);
  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    const slice = tokens.slice(r * perRound, (r + 1) * perRound);
    const started = performance.now();
    for (const token of slice) {
      const found = await lookup(token);
      if (!found?.user) throw new Error('a session lookup found nothing');
    }
    rounds.push(((performance.now() - started) * 1000) / slice.length);
  }
  rounds.sort((a, b) => a - b);
  const best = rounds[0];
  return {
    opsPerSec: Math.round(1e6 / best),
    usPerLookup: round(best),
    medianUsPerLookup: round(rounds[Math.floor(ROUNDS / 2)]),
  };
}

const round = (n) => Math.round(n * 100) / 100;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { lookups: { type: 'string' }, sessions: { type: 'string' }, users: { type: 'string' } },
  });
  const numeric = (v) => (v === undefined ? undefined : Number(v));
  const result = await benchSessionLookup({
    lookups: numeric(values.lookups),
    sessions: numeric(values.sessions),
    users: numeric(values.users),
    log: (line) => console.error(`[session-lookup] ${line}`),
  });
  console.log(JSON.stringify(result, null, 2));
}
