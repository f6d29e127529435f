// The server the cold-start bench spawns: Latchkey from the built packages on an
// already migrated SQLite file (core alone, or with PLUGINS=all every plugin), set up
// as an app would and listening at once; the first request waits for the start. It
// reports when each phase ended (ms since the process began: Node's own start, then
// loading latchkey, the plugins, and listening) with its ready message.
import { createServer } from 'node:http';
import { createAuth } from 'latchkey';
import { toNodeHandler } from 'latchkey/node';

const loaded = performance.now();
const port = Number(process.env.PORT);
const plugins = process.env.PLUGINS === 'all' ? (await import('./every-plugin.mjs')).everyPlugin() : [];
const pluginsLoaded = performance.now();
const auth = createAuth({
  baseURL: `http://127.0.0.1:${port}`,
  secret: process.env.LATCHKEY_SECRET,
  database: `sqlite:${process.env.DB_FILE}`,
  rateLimit: { enabled: false },
  logger: { level: 'error' },
  emailAndPassword: { enabled: true },
  plugins,
});
createServer(toNodeHandler(auth)).listen(port, '127.0.0.1', () =>
  process.send?.({ phases: { latchkeyLoaded: loaded, pluginsLoaded, listening: performance.now() } }),
);
