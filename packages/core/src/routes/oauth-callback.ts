import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { lazySchema, type Zod } from '../endpoint/lazy-schema.js';
import { errorPageWith } from '../social/callback-redirect.js';
import { runOAuthCallback, type CallbackParams } from '../social/run-oauth-callback.js';
import { coreRoutes } from './core-routes.js';

// A parameter that is too long or not a string reads as absent: the callback must
// always end in a redirect, never in a JSON validation error.
const MAX_LENGTHS = { code: 4096, error: 256, error_description: 1024, state: 512, iss: 2048, device_id: 512, user: 4096 };
const PARAM_NAMES = Object.keys(MAX_LENGTHS) as (keyof CallbackParams)[];

const callbackParams = (z: Zod) => {
  const param = (max: number) => z.string().max(max).optional().catch(undefined);
  return z
    .object({
      code: param(MAX_LENGTHS.code),
      error: param(MAX_LENGTHS.error),
      error_description: param(MAX_LENGTHS.error_description),
      state: param(MAX_LENGTHS.state),
      iss: param(MAX_LENGTHS.iss),
      device_id: param(MAX_LENGTHS.device_id),
      user: param(MAX_LENGTHS.user),
    })
    .loose();
};

const pick = (source: Record<string, unknown>): CallbackParams =>
  Object.fromEntries(PARAM_NAMES.flatMap((name) => (typeof source[name] === 'string' ? [[name, source[name]]] : [])));

/**
 * `GET /callback/:id`: where the provider sends the browser back. Checks the state
 * against its cookie and spends it, exchanges the code with the PKCE verifier,
 * reads the user, then signs in or links. Always answers a redirect.
 */
export const callbackOAuth = defineEndpoint({
  ...coreRoutes.callbackOAuth,
  query: lazySchema(callbackParams),
  meta: { noStore: true },
  handler: (ctx): Promise<Response> => runOAuthCallback(ctx, { providerId: ctx.params.id ?? '', params: pick(ctx.query) }),
});

/**
 * `POST /callback/:id`: providers with `response_mode=form_post` (Apple) post the
 * answer cross-site. That POST never carries the SameSite=Lax state cookie, and
 * relaxing the cookie to SameSite=None would let any site replay a login into the
 * victim's browser. So the POST is never processed: it answers 303 to the same path
 * as a GET with the same parameters (Apple's `user` JSON included), and browsers do
 * send Lax cookies on that top-level GET. The origin check is skipped because the
 * provider's origin is foreign by design; nothing is changed by this request.
 */
export const callbackOAuthPost = defineEndpoint({
  ...coreRoutes.callbackOAuthPost,
  body: lazySchema((z) => callbackParams(z).optional(), { optional: true }),
  query: lazySchema(callbackParams),
  meta: { accepts: ['json', 'form'], skipOriginCheck: true, noStore: true },
  handler: (ctx): Response => {
    const { auth } = ctx;
    const id = ctx.params.id ?? '';
    if (!auth.socialProviders.has(id)) return ctx.redirect(errorPageWith(auth, 'oauth_provider_not_found'), 303);
    const params = { ...pick(ctx.query), ...pick(ctx.body ?? {}) };
    const target = new URL(`${auth.basePath}/callback/${encodeURIComponent(id)}`, auth.baseURL);
    for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
    return ctx.redirect(target.toString(), 303);
  },
});
