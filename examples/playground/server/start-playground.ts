import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { toNodeHandler } from 'latchkey/node';
import { stopWebhookDelivery } from '@latchkey/webhooks';
import { buildAppIfNeeded, DIST_DIR, PLAYGROUND_DIR } from './build-app.js';
import { createPlaygroundAuth, type PlaygroundAuth } from './create-playground-auth.js';
import { createDevCaptcha } from './dev-captcha.js';
import { DEV_SERVICES, handleDevServices } from './dev-services.js';
import { handlePlaygroundApi, PLAYGROUND_API } from './playground-api.js';
import { readSettings, type PlaygroundEnv } from './read-settings.js';
import { handleSecurityEvents, SECURITY_EVENTS_API } from './security-events-api.js';
import { seedAdmin, type AdminCredentials } from './seed-admin.js';
import { serveStatic } from './serve-static.js';
import { WEBHOOK_INBOX, webhookInboxSecret } from './playground-webhooks.js';
import { createWebhookInbox } from './webhook-inbox.js';

export interface StartPlaygroundOptions {
  /** Defaults to PORT, then 3000. 0 picks a free port. */
  port?: number;
  /** Where the SQLite file, the development secret and the outbox live. Defaults to `.data/`. */
  dataDir?: string;
  /** Defaults to `process.env`. */
  env?: PlaygroundEnv;
  /** Print build progress and mails to the console. Defaults to true. */
  log?: boolean;
}

export interface Playground {
  /** The base URL, e.g. `http://localhost:3000`. */
  url: string;
  port: number;
  outbox: string;
  auth: PlaygroundAuth;
  /** The admin created at this start (the first start of a database), or null. */
  seededAdmin: AdminCredentials | null;
  close(): Promise<void>;
}

// The pages load nothing from elsewhere; this makes sure of it.
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  // Reset links carry their token in the URL; it must not leak to other sites.
  'referrer-policy': 'no-referrer',
};

/**
 * Builds the app if needed, migrates the database, creates the first admin
 * when there is none, and serves the app and Latchkey (at /api/auth) on one
 * origin.
 *
 * @example
 * const playground = await startPlayground({ port: 0, dataDir: await mkdtemp(join(tmpdir(), 'pg-')) });
 * await fetch(`${playground.url}/api/auth/ok`);
 * await playground.close();
 */
export async function startPlayground(options: StartPlaygroundOptions = {}): Promise<Playground> {
  const env = options.env ?? process.env;
  const settings = readSettings({ dataDir: options.dataDir ?? join(PLAYGROUND_DIR, '.data'), env });
  await buildAppIfNeeded({ log: options.log });
  const devCaptcha = createDevCaptcha();
  const webhookInbox = createWebhookInbox({ secret: webhookInboxSecret(settings.secret), enabled: settings.mailbox });
  // The stand-in services answer from the start: seeding the first admin already checks its password with them.
  let route: (req: IncomingMessage, res: ServerResponse) => Promise<void> = async (req, res) => {
    if ((req.url ?? '/').startsWith(`${DEV_SERVICES}/`)) return handleDevServices(req, res, devCaptcha);
    res.writeHead(503, { 'retry-after': '1' }).end('Starting');
  };
  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      console.error('[playground]', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    });
  });
  // The port is known only once listening, and the base URL (hence Latchkey) depends on it.
  const port = await listen(server, options.port ?? Number(env.PORT ?? 3000));
  const url = (settings.baseURL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const devServicesOrigin = `http://127.0.0.1:${port}`;
  const auth = createPlaygroundAuth({ ...settings, baseURL: url, devServicesOrigin, logMail: options.log ?? true });
  const context = await auth.$context.catch(async (error: unknown) => {
    await closeServer(server);
    throw error;
  });
  const seededAdmin = await seedAdmin(auth, { env, log: options.log }).catch(async (error: unknown) => {
    await closeServer(server);
    await context.kysely?.destroy();
    throw error;
  });
  const handleAuth = toNodeHandler(auth);
  route = async (req, res) => {
    const path = req.url ?? '/';
    if (path === '/api/auth' || path.startsWith('/api/auth/') || path.startsWith('/api/auth?')) return handleAuth(req, res);
    if (path === SECURITY_EVENTS_API || path.startsWith(`${SECURITY_EVENTS_API}?`)) return handleSecurityEvents(req, res, auth);
    if (path.startsWith(`${PLAYGROUND_API}/`)) return handlePlaygroundApi(req, res, settings);
    if (path.startsWith(WEBHOOK_INBOX)) return webhookInbox.handle(req, res);
    if (path.startsWith(`${DEV_SERVICES}/`)) return handleDevServices(req, res, devCaptcha);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    return serveStatic(req, res, { root: DIST_DIR });
  };
  return {
    url,
    port,
    outbox: settings.outbox,
    auth,
    seededAdmin,
    async close() {
      await closeServer(server);
      await stopWebhookDelivery(context);
      await context.kysely?.destroy();
    },
  };
}

function listen(server: ReturnType<typeof createServer>, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve((server.address() as AddressInfo).port));
  });
}

function closeServer(server: ReturnType<typeof createServer>): Promise<void> {
  return new Promise((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });
}
