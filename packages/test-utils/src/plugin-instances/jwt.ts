// What the jwt tests share: an instance with the plugin, tokens and key sets read over its handler, and a database two instances can share.
import Database from 'better-sqlite3';
import { decodeJwt, decodeProtectedHeader, type JSONWebKeySet } from 'jose';
import type { AuthOptions } from 'latchkey';
import { errorOf, send, signUp, type Jar } from '../account-kit.js';
import { lazyTestDatabase } from '../databases.js';
import { startLoopbackServer, type LoopbackServer } from '../loopback-server.js';
import { createTestAuth, request, TEST_BASE_URL } from '../test-instance.js';
import { jwt, type JwtOptions, type KeyRow } from '@latchkey/jwt';

/** A test instance with the plugin. */
export function createJwtAuth(input: { jwt?: JwtOptions; database?: AuthOptions['database']; secret?: string } = {}) {
  return createTestAuth({
    plugins: [jwt(input.jwt)],
    ...(input.database ? { database: input.database } : {}),
    ...(input.secret ? { secret: input.secret } : {}),
  });
}

export type JwtAuth = ReturnType<typeof createJwtAuth>;

/** A signed-in user of the instance. */
export async function signedIn(auth: JwtAuth, email = 'ada@example.com'): Promise<{ jar: Jar; userId: string }> {
  return signUp(auth, { email, name: 'Ada Lovelace' });
}

/** `GET /token` with the jar's session; throws unless it answers a token. */
export async function tokenOf(auth: JwtAuth, jar: Jar): Promise<string> {
  const response = await send(auth, jar, '/token');
  if (response.status !== 200) throw new Error(`/token answered ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** `GET /jwks` over the handler. */
export async function jwksOf(auth: JwtAuth): Promise<JSONWebKeySet> {
  return (await auth.handler(request('/jwks'))).json() as Promise<JSONWebKeySet>;
}

/** The `kid` a token was signed with. */
export const kidOf = (token: string): string | undefined => decodeProtectedHeader(token).kid;

/** The stored key rows, private halves included. */
export async function keyRows(auth: JwtAuth): Promise<KeyRow[]> {
  return (await auth.$context).db.findMany<KeyRow>({ model: 'jwks' });
}

/**
 * One database for two instances, as two servers of one app would share it:
 * SQLite in memory, or a throwaway schema on the local Postgres or MySQL.
 */
export function sharedDatabase(): { database: AuthOptions['database']; close(): Promise<void> } {
  const dialect = process.env.LATCHKEY_TEST_DIALECT;
  if (dialect !== 'postgres' && dialect !== 'mysql') {
    const handle = new Database(':memory:');
    return { database: handle, close: async () => void handle.close() };
  }
  const db = lazyTestDatabase(dialect);
  return { database: { kysely: db.kysely, dialect }, close: () => db.close() };
}

/** Serves an instance's handler over real HTTP on 127.0.0.1 (GET only: what a resource server asks of it). */
export function serveOverHttp(auth: JwtAuth): Promise<LoopbackServer> {
  return startLoopbackServer((req, res) => {
    void auth.handler(new Request(`${TEST_BASE_URL}${req.url}`, { method: req.method })).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
}

/** The base64url of a JSON value: for hand-made tokens. */
export const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export { decodeJwt, errorOf, request, send, signUp, TEST_BASE_URL, type Jar };
