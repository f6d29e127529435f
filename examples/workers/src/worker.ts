import { createAuth } from 'latchkey';
import { d1Dialect, type D1Database } from './d1-dialect.js';

/** The bindings of wrangler.jsonc, and the secrets (`wrangler secret put`, `.dev.vars` locally). */
export interface Env {
  DB: D1Database;
  LATCHKEY_URL: string;
  LATCHKEY_SECRET?: string;
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  OIDC_PRIVATE_NETWORK?: string;
}

function createWorkerAuth(env: Env) {
  return createAuth({
    appName: 'Latchkey Workers example',
    baseURL: env.LATCHKEY_URL,
    secret: env.LATCHKEY_SECRET,
    database: d1Dialect(env.DB),
    emailAndPassword: { enabled: true },
    socialProviders: {
      genericOIDC: env.OIDC_ISSUER
        ? [
            {
              id: 'sso',
              name: 'Single sign-on',
              issuer: env.OIDC_ISSUER,
              clientId: env.OIDC_CLIENT_ID ?? '',
              clientSecret: env.OIDC_CLIENT_SECRET ?? '',
              allowPrivateNetwork: env.OIDC_PRIVATE_NETWORK === 'true',
            },
          ]
        : [],
    },
  });
}

// One instance per isolate: bindings arrive with the first request, and the
// instance keeps its caches across the requests the isolate serves.
let auth: ReturnType<typeof createWorkerAuth> | undefined;

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    auth ??= createWorkerAuth(env);
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/auth/')) {
      return auth.handler(request, { ip: request.headers.get('cf-connecting-ip') ?? undefined });
    }
    if (pathname === '/api/me') {
      const current = await auth.api.getSession({ headers: request.headers });
      if (!current) return Response.json({ error: 'Sign in first' }, { status: 401 });
      return Response.json({ user: current.user });
    }
    return new Response('Not found', { status: 404 });
  },
};
