import { findSession, signValue } from 'latchkey/plugins';
import type { SessionExtension } from 'latchkey/plugins';
import { exposeHeader } from './expose-header.js';
import type { ResolvedBearerOptions } from './bearer-options.js';
import { readBearerToken } from './read-bearer-token.js';

/** The response header that carries a new session's signed token. */
export const AUTH_TOKEN_HEADER = 'set-auth-token';

/**
 * The bearer plugin's part in the life of sessions.
 *
 * - `resolve`: a request the cookie did not authenticate is looked up by its
 *   `Authorization: Bearer` token exactly as the cookie path looks up its token
 *   (expiry, refresh), without touching cookies. It is the same session row:
 *   sign-out, revocation, bans and expiry end both at once.
 * - `afterCreate`: every session creation (sign-in, sign-up, plugin sign-ins)
 *   answers the signed token in `set-auth-token`, listed in
 *   `Access-Control-Expose-Headers` so browser apps on another origin can read it.
 */
export function bearerExtension(options: ResolvedBearerOptions): SessionExtension {
  return {
    async resolve(ctx) {
      const token = await readBearerToken(ctx, options);
      return token ? findSession(ctx, token, { cookies: false }) : null;
    },
    async afterCreate(ctx, { token }) {
      ctx.responseHeaders.set(AUTH_TOKEN_HEADER, await signValue(token, ctx.auth.secrets[0]));
      exposeHeader(ctx.responseHeaders, AUTH_TOKEN_HEADER);
    },
  };
}
