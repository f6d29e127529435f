import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oidc from 'openid-client';
import type { PlaygroundAuth } from '../create-playground-auth.js';
import { registerSecondApp } from './register-second-app.js';
import { renderSecondAppPage, SECOND_APP_STYLE } from './second-app-page.js';
import { createSecondAppSessions, type SecondAppSession } from './second-app-sessions.js';
import { secondAppRoutes, type SecondAppAnswer } from './second-app-routes.js';

export interface StartSecondAppOptions {
  /** The playground's base URL; its issuer is `${playgroundURL}/api/auth`. */
  playgroundURL: string;
  /** The playground's instance, to register the client through its server API. */
  auth: PlaygroundAuth;
  /** Defaults to SECOND_APP_PORT, then 3001. 0 picks a free port. */
  port?: number;
}

export interface SecondApp {
  /** `http://127.0.0.1:<port>`: another origin than the playground's. */
  url: string;
  clientId: string;
  close(): Promise<void>;
}

// The page's resources are its own; the forms post here, then redirect to the playground.
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  // Not `no-referrer`: under it the browser sends `Origin: null` with the app's own forms, which the routes check.
  // Cross-origin, nothing is sent: the callback's code never leaves in a Referer.
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
};

/**
 * A small relying party on another loopback port: "Sign in with Latchkey
 * Playground" runs the authorization code flow with PKCE through
 * `openid-client`, shows the ID token's claims and userinfo, refreshes the
 * tokens, and signs out of both apps (RP-initiated logout). Its client is
 * registered at start, not first-party, so the consent page shows.
 *
 * @example
 * const secondApp = await startSecondApp({ playgroundURL: playground.url, auth: playground.auth, port: 3001 });
 */
export async function startSecondApp(options: StartSecondAppOptions): Promise<SecondApp> {
  const server = createServer();
  const port = await listen(server, options.port ?? Number(process.env.SECOND_APP_PORT ?? 3001));
  const url = `http://127.0.0.1:${port}`;
  const client = await registerSecondApp(options.auth, { origin: url }).catch(async (error: unknown) => {
    await closeServer(server);
    throw error;
  });
  // Discovery waits for the first sign-in: the playground may be reached through a BASE_URL that answers later.
  let configuration: Promise<oidc.Configuration> | null = null;
  const discover = (): Promise<oidc.Configuration> => {
    configuration ??= oidc
      .discovery(new URL(`${options.playgroundURL}/api/auth`), client.clientId, client.clientSecret, oidc.ClientSecretBasic(client.clientSecret), {
        // Loopback over plain HTTP, as the playground runs on a laptop.
        execute: [oidc.allowInsecureRequests],
      })
      .catch((error: unknown) => {
        configuration = null;
        throw error;
      });
    return configuration;
  };
  const sessions = createSecondAppSessions();
  const routes = secondAppRoutes({ url, discover });

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const path = new URL(req.url ?? '/', url).pathname;
    if (path === '/style.css') return void res.writeHead(200, { 'content-type': 'text/css; charset=utf-8' }).end(SECOND_APP_STYLE);
    if (path === '/favicon.ico') return void res.writeHead(204).end();
    const session = sessions.of(req, res);
    const route = routes[`${req.method ?? 'GET'} ${path}`];
    const answer: Promise<SecondAppAnswer> = route ? route(req, session) : Promise.resolve({ status: 404 });
    void answer
      .then((result) => {
        if (result && 'redirect' in result) return void res.writeHead(303, { location: result.redirect }).end();
        if (result) return void res.writeHead(result.status, { 'content-type': 'text/plain; charset=utf-8' }).end(result.status === 403 ? 'Forbidden' : 'Not found');
        const flash = takeFlash(session);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(renderSecondAppPage({ session, flash, playgroundURL: options.playgroundURL }));
      })
      .catch((error: unknown) => {
        console.error('[second app]', error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Internal error');
      });
  });

  return { url, clientId: client.clientId, close: () => closeServer(server) };
}

function takeFlash(session: SecondAppSession): SecondAppSession['flash'] {
  const flash = session.flash;
  delete session.flash;
  return flash;
}

function listen(server: ReturnType<typeof createServer>, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function closeServer(server: ReturnType<typeof createServer>): Promise<void> {
  return new Promise((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });
}
