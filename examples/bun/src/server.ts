import { auth } from './auth.js';

/** What Bun passes as `fetch`'s second argument; only its peer address is used here. */
interface BunServer {
  requestIP(request: Request): { address: string } | null;
}

const port = Number(process.env.PORT ?? 3000);

/**
 * Bun serves the default export: Latchkey under /api/auth, and one route of the
 * app's own (`GET /api/me`) that needs a signed-in user. The peer address goes to
 * Latchkey as `ip`, which its rate limiter counts by.
 */
export default {
  port,
  async fetch(request: Request, server: BunServer): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/auth/')) {
      return auth.handler(request, { ip: server.requestIP(request)?.address });
    }
    if (pathname === '/api/me') {
      const current = await auth.api.getSession({ headers: request.headers });
      if (!current) return Response.json({ error: 'Sign in first' }, { status: 401 });
      return Response.json({ user: current.user });
    }
    return new Response('Not found', { status: 404 });
  },
};

console.log(`Bun example on http://localhost:${port} (auth at /api/auth, your route at /api/me)`);
