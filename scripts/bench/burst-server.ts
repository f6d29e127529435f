// The server the burst bench measures: Latchkey at its default password cost and
// hashing queue, on a SQLite file behind node:http. Started by burst.mjs.
import { createServer } from 'node:http';
import { createAuth } from 'latchkey';
import { toNodeHandler } from 'latchkey/node';

const port = Number(process.env.PORT);
const auth = createAuth({
  baseURL: `http://127.0.0.1:${port}`,
  secret: process.env.LATCHKEY_SECRET,
  database: `sqlite:${process.env.DB_FILE}`,
  schemaCheck: 'migrate',
  rateLimit: { enabled: false },
  logger: { level: 'error' },
  emailAndPassword: { enabled: true },
});
await auth.$context;
const handle = toNodeHandler(auth);
createServer((req, res) => void handle(req, res)).listen(port, '127.0.0.1', () => process.send?.('ready'));
