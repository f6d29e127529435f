import type { IncomingHttpHeaders } from 'node:http';
import express, { type Express } from 'express';
import { toNodeHandler } from 'latchkey/node';
import type { AppAuth } from './auth.js';

/**
 * The Express app: Latchkey under /api/auth, and one route of the app's own that
 * needs a signed-in user.
 */
export function createApp(auth: AppAuth): Express {
  const app = express();

  // Mounted before express.json(): Latchkey reads (and size-limits) the body itself.
  app.all('/api/auth/{*any}', toNodeHandler(auth));
  app.use(express.json());

  app.get('/api/me', async (req, res) => {
    const current = await auth.api.getSession({ headers: toHeaders(req.headers) });
    if (!current) {
      res.status(401).json({ error: 'Sign in first' });
      return;
    }
    res.json({ user: current.user });
  });

  return app;
}

/** Node's header object as a Fetch `Headers`, which `auth.api` takes. */
function toHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}
