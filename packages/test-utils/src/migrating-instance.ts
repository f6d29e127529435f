/**
 * A Latchkey instance that migrates its database at start (`schemaCheck: 'migrate'`),
 * on the database named by the environment, for tests that start several processes
 * on one database. Run directly, it starts, signs a user up, reads the session back
 * and prints `{ "email": ... }`; imported (by `latchkey migrate --config`), it only
 * exports the instance.
 *
 * - `LATCHKEY_MIGRATING_DATABASE`: `sqlite:<file>`, a `mysql://` URL, or a `postgres://` URL
 * - `LATCHKEY_MIGRATING_SCHEMA`: on Postgres, the schema to use (`search_path`)
 * - `LATCHKEY_MIGRATING_TOGETHER`: `<directory>:<count>`; the instance is created only once
 *   `count` processes have loaded (each leaves a file in the directory), so they start at
 *   the same moment instead of one after another as their modules happen to load
 *
 * @example
 * spawn(process.execPath, ['--conditions=latchkey:source', '--import', 'tsx', 'migrating-instance.ts'], { env });
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createAuth, createScryptHasher } from 'latchkey';
import { databaseInputAt } from './address-connections.js';

const url = process.env.LATCHKEY_MIGRATING_DATABASE ?? 'sqlite::memory:';
const schema = process.env.LATCHKEY_MIGRATING_SCHEMA;
const BASE_URL = 'http://localhost:3000';

async function waitForTheOthers(together: string | undefined): Promise<void> {
  if (!together) return;
  const [directory = '', count] = together.split(':');
  writeFileSync(join(directory, `loaded-${process.pid}`), '');
  while (readdirSync(directory).length < Number(count)) await new Promise((resolve) => setTimeout(resolve, 5));
}

await waitForTheOthers(process.env.LATCHKEY_MIGRATING_TOGETHER);

export const auth = createAuth({
  baseURL: BASE_URL,
  secret: 'test-secret-that-is-long-enough-0123456789',
  database: schema ? databaseInputAt({ dialect: 'postgres', url, schema }) : url,
  schemaCheck: 'migrate',
  logger: { level: 'error', disabled: true },
  emailAndPassword: { enabled: true, password: createScryptHasher({ logN: 10 }) },
});

async function signUpAndReadSession(): Promise<string> {
  const email = `user-${process.pid}@example.com`;
  const headers = { 'content-type': 'application/json', origin: BASE_URL };
  const body = JSON.stringify({ name: 'Ada', email, password: 'correct horse battery staple' });
  const signUp = await auth.handler(new Request(`${BASE_URL}/api/auth/sign-up/email`, { method: 'POST', headers, body }));
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const session = await auth.handler(new Request(`${BASE_URL}/api/auth/get-session`, { headers: { cookie, origin: BASE_URL } }));
  const found = (await session.json()) as { user?: { email?: string } } | null;
  if (found?.user?.email !== email) throw new Error(`get-session answered ${session.status}: ${JSON.stringify(found)}`);
  return email;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await auth.$context;
    process.stdout.write(`${JSON.stringify({ email: await signUpAndReadSession() })}\n`);
    process.exit(0);
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
