// Which server databases the route suites run on: the local Postgres and MySQL when
// they answer, always under CI=true (where an unreachable server fails the run).
import { createConnection } from 'mysql2/promise';
import pg from 'pg';

async function reachable(dialect: 'postgres' | 'mysql'): Promise<string | undefined> {
  try {
    if (dialect === 'postgres') {
      const override = process.env.LATCHKEY_TEST_POSTGRES_URL;
      const urls = override ? [override] : ['postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'];
      for (const url of urls) {
        const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
        try {
          await client.connect();
          return undefined;
        } catch {
          // try the next user
        } finally {
          await client.end().catch(() => undefined);
        }
      }
      return `cannot connect to ${urls.map((url) => new URL(url).host).join(' or ')}`;
    }
    const connection = await createConnection({ uri: process.env.LATCHKEY_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test', connectTimeout: 3000 });
    await connection.end();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The server dialects whose route suites run in this test run. */
export async function serverDialects(): Promise<('postgres' | 'mysql')[]> {
  const dialects: ('postgres' | 'mysql')[] = [];
  for (const dialect of ['postgres', 'mysql'] as const) {
    const reason = process.env.CI === 'true' ? undefined : await reachable(dialect);
    if (reason === undefined) dialects.push(dialect);
    else console.warn(`[latchkey] skipping the ${dialect} route suites: ${reason}`);
  }
  return dialects;
}
