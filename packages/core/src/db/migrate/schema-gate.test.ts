import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_BASE_URL, TEST_SECRET } from '@latchkey/test-utils/test-instance';
import { createAuth } from '../../create-auth.js';
import { runMigrations } from './run-migrations.js';
import { createSchemaGate } from './schema-gate.js';

const dir = mkdtempSync(join(tmpdir(), 'latchkey-schema-gate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

function signUp(auth: { handler: (request: Request) => Promise<Response> }): Promise<Response> {
  return auth.handler(
    new Request(`${TEST_BASE_URL}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_BASE_URL },
      body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', password: 'long enough pw' }),
    }),
  );
}

describe('the schema check at start', () => {
  it('answers 503 with the migrate command on an empty database, and serves once another connection migrates it', async () => {
    const file = join(dir, 'empty.db');
    const logged: string[] = [];
    const auth = createAuth({
      baseURL: TEST_BASE_URL,
      secret: TEST_SECRET,
      database: `sqlite:${file}`,
      emailAndPassword: { enabled: true },
      logger: { log: (_level, message) => void logged.push(message) },
    });

    const refused = await signUp(auth);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      code: 'DATABASE_SCHEMA_MISSING',
      message: 'The database is missing parts of the Latchkey schema. Run `npx latchkey migrate` to add them.',
    });
    // The log names what is missing, once; the answer does not describe the database to strangers.
    expect(await signUp(auth).then((response) => response.status)).toBe(503);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/missing parts of the Latchkey schema: tables user, session/);
    const serverCall = await auth.api.getSession({ headers: new Headers(), asResponse: true });
    expect(serverCall.status).toBe(503);

    // Another connection migrates, as `npx latchkey migrate` does from its own process.
    const other = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(file) }) });
    const { schema } = await auth.$context;
    const { error } = await runMigrations({ kysely: other, dialect: 'sqlite', schema });
    await other.destroy();
    expect(error).toBeUndefined();

    const served = await signUp(auth);
    expect(served.status).toBe(200);
    expect((await served.json()).user.email).toBe('ada@example.com');
  });
});

describe('createSchemaGate', () => {
  it('looks again after each failure, once for concurrent callers, and never after success', async () => {
    let looks = 0;
    let missing: string | null = 'tables user';
    const gate = createSchemaGate({
      inspect: async () => {
        looks++;
        return missing;
      },
      logger: silent,
    });
    const first = await Promise.allSettled([gate.check(), gate.check(), gate.check()]);
    expect(first.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(looks).toBe(1);
    await expect(gate.check()).rejects.toMatchObject({ code: 'DATABASE_SCHEMA_MISSING', status: 503 });
    expect(looks).toBe(2);
    expect(gate.complete).toBe(false);
    missing = null;
    await gate.check();
    expect(gate.complete).toBe(true);
    await gate.check();
    expect(looks).toBe(3);
  });

  it('answers 503 DATABASE_UNAVAILABLE while the database cannot be reached, and looks again', async () => {
    let reachable = false;
    const gate = createSchemaGate({
      inspect: async () => {
        if (!reachable) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        return null;
      },
      logger: silent,
    });
    await expect(gate.check()).rejects.toMatchObject({ code: 'DATABASE_UNAVAILABLE', status: 503 });
    reachable = true;
    await expect(gate.check()).resolves.toBeUndefined();
  });
});
