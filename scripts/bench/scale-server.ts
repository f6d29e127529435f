// One of the three Latchkey processes `npm run bench -- scale` runs on one
// Postgres schema, behind node:http. It brings its own Kysely so it can count the
// queries it sends: GET /__stats answers the count and the distinct statements.
import { createServer } from 'node:http';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createAuth, createScryptHasher } from 'latchkey';
import { toNodeHandler } from 'latchkey/node';

const port = Number(process.env.PORT);
const schema = process.env.SCALE_SCHEMA!;
let queries = 0;
const statements = new Set<string>();
const pool = new pg.Pool({ connectionString: process.env.SCALE_PG_URL, options: `-c search_path=${schema}`, max: 10 });
const kysely = new Kysely<unknown>({
  dialect: new PostgresDialect({ pool }),
  log(event) {
    if (event.level !== 'query') return;
    queries++;
    if (statements.size < 100) statements.add(event.query.sql);
  },
});
const auth = createAuth({
  baseURL: `http://127.0.0.1:${port}`,
  secret: process.env.LATCHKEY_SECRET,
  database: { kysely, dialect: 'postgres' },
  schemaCheck: 'migrate',
  rateLimit: { enabled: false },
  logger: { level: 'error' },
  // The bench weighs session reads; its few sign-ups need no production hash cost.
  emailAndPassword: { enabled: true, password: createScryptHasher({ logN: 10 }) },
});
await auth.$context;
const handle = toNodeHandler(auth);
createServer((req, res) => {
  if (req.url === '/__stats') {
    res.end(JSON.stringify({ queries, statements: [...statements] }));
    statements.clear();
    return;
  }
  void handle(req, res);
}).listen(port, '127.0.0.1', () => process.send?.('ready'));
