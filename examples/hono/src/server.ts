import { createApp } from './app.js';
import { createAppAuth } from './auth.js';
import { serveNode } from './serve-node.js';

const port = Number(process.env.PORT ?? 3000);
const app = createApp(createAppAuth());

serveNode(app.fetch).listen(port, () => {
  console.log(`Hono example on http://localhost:${port} (auth at /api/auth, your route at /api/me)`);
});
