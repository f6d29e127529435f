import { lazySchema } from '../endpoint/lazy-schema.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { renderErrorPage } from './error-page.js';
import { coreRoutes } from './core-routes.js';

/** `GET /error`: the server-rendered Authentication Error page (spec §2). */
export const error = defineEndpoint({
  ...coreRoutes.error,
  query: lazySchema((z) => z.object({ error: z.string().optional() }).loose()),
  handler: (ctx) => {
    const page = renderErrorPage({ code: ctx.query.error ?? null, homeURL: ctx.auth.baseURL });
    return new Response(page.html, { status: 200, headers: page.headers });
  },
});
