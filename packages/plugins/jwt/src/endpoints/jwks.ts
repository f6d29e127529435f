import type { JSONWebKeySet } from 'jose';
import { defineEndpoint } from 'latchkey/plugins';
import { publicJwkOf } from '../key-pair.js';
import { publishedRows } from '../key-store.js';
import { jwtRoutes } from '../routes.js';

/**
 * How long verifiers and proxies may keep the key set. Short, because a new
 * key signs as soon as it is made: a verifier that meets an unknown `kid`
 * refetches (jose's remote key set does), and a shared cache holds a stale
 * set at most this long.
 */
const CACHE_CONTROL = 'public, max-age=60, stale-if-error=3600';

/**
 * `GET /jwks`: the public keys as a JWK Set (`kid`, `alg`, `use: "sig"`): the
 * signing key and replaced keys still within their overlap. The first call
 * makes the first key. Never lists private members.
 */
export const jwks = defineEndpoint({
  ...jwtRoutes.jwks,
  handler: async (ctx): Promise<JSONWebKeySet> => {
    const rows = await publishedRows(ctx.auth);
    ctx.responseHeaders.set('cache-control', CACHE_CONTROL);
    return { keys: rows.map(publicJwkOf) };
  },
});
