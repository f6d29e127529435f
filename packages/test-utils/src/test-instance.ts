import Database from 'better-sqlite3';
import { createAuth, type AuthOptions } from 'latchkey';
import { createScryptHasher } from '../../core/src/crypto/scrypt-hasher.js';
import { lazyTestDatabase, type TestDatabase } from './databases.js';

/** A cheap hasher for tests that are not about hashing; real parameters are tested elsewhere. */
export const fastHasher = createScryptHasher({ logN: 10 });

export const TEST_BASE_URL = 'http://localhost:3000';
export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';

/**
 * A Latchkey instance on a fresh in-memory SQLite database with every table
 * created, for tests. Options are merged over sensible test defaults.
 */
export function createTestAuth<const O extends AuthOptions>(options: O = {} as O) {
  return createAuth({
    baseURL: TEST_BASE_URL,
    secret: TEST_SECRET,
    database: testDatabase(),
    schemaCheck: 'migrate',
    logger: { level: 'error', disabled: true },
    ...options,
    emailAndPassword: { enabled: true, password: fastHasher, ...options.emailAndPassword },
  });
}

const opened: TestDatabase[] = [];

/**
 * The database of a test instance: in-memory SQLite, or with
 * `LATCHKEY_TEST_DIALECT=postgres|mysql` a throwaway schema or database on the
 * local server, so the same suites run on every database.
 */
function testDatabase(): AuthOptions['database'] {
  const dialect = process.env.LATCHKEY_TEST_DIALECT;
  if (dialect !== 'postgres' && dialect !== 'mysql') return new Database(':memory:');
  const db = lazyTestDatabase(dialect);
  opened.push(db);
  return { kysely: db.kysely, dialect };
}

/** Closes and drops every server database the test instances of this file opened. */
export async function closeTestDatabases(): Promise<void> {
  await Promise.all(opened.splice(0).map((db) => db.close()));
}

/** Builds a Request to the test instance: JSON body, trusted Origin, optional cookies. */
export function request(
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Request {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  if (init.cookie) headers.set('cookie', init.cookie);
  if (!headers.has('origin')) headers.set('origin', TEST_BASE_URL);
  return new Request(`${TEST_BASE_URL}/api/auth${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
}

/**
 * A cookieless POST carrying only the headers given, with no Origin added: what a
 * page of another site makes a visitor's browser send, or a server sends.
 */
export function bareRequest(path: string, init: { body: unknown; headers?: Record<string, string> }): Request {
  const headers = new Headers(init.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return new Request(`${TEST_BASE_URL}/api/auth${path}`, {
    method: 'POST',
    headers,
    body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
}

export { cookieJar } from './cookie-jar.js';
