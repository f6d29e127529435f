import { Hono } from 'hono';
import type { AppAuth } from './auth.js';
import type { Connection } from './serve-node.js';

/**
 * The Hono app: Latchkey under /api/auth, and one route of the app's own that
 * needs a signed-in user. `c.env` is what the server passes in; under
 * `serve-node.ts` that is the connection's peer address, which Latchkey's rate
 * limiter counts by.
 */
export function createApp(auth: AppAuth): Hono<{ Bindings: Connection }> {
  const app = new Hono<{ Bindings: Connection }>();

  app.on(['GET', 'POST'], '/api/auth/*', (c) => auth.handler(c.req.raw, { ip: c.env.ip }));

  app.get('/api/me', async (c) => {
    const current = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!current) return c.json({ error: 'Sign in first' }, 401);
    return c.json({ user: current.user });
  });

  return app;
}
