import { afterHook, type EndpointContext } from 'latchkey/plugins';
import { reusedSessionJwt, reuseSessionJwt } from './reuse-session-jwt.js';

export const SET_AUTH_JWT = 'set-auth-jwt';

/** Adds a header name to `Access-Control-Expose-Headers` once, keeping what others listed. */
function expose(headers: Headers, name: string): void {
  const current = headers.get('access-control-expose-headers');
  if (current === null) return headers.set('access-control-expose-headers', name);
  const listed = current.split(',').map((value) => value.trim().toLowerCase());
  if (!listed.includes(name)) headers.append('access-control-expose-headers', name);
}

/**
 * Every `/get-session` answer that has a session carries a JWT for it in
 * `set-auth-jwt`, readable cross-origin: the one last signed for the session
 * while it has half its lifetime left and its claims are unchanged, else a new
 * one. Signing uses the key kept in memory (no database read or decryption per
 * request). A failure to sign is logged and leaves the session answer as it was.
 */
export const setAuthJwtHook = afterHook('/get-session', (ctx) => {
  const current = ctx.returned;
  if (!current || current instanceof Response) return;
  try {
    // The token reused from memory is set at once; only a new signature is waited for.
    const token = reusedSessionJwt(ctx.auth, current);
    if (token !== undefined) return answer(ctx, token);
    return reuseSessionJwt(ctx.auth, current).then(
      (signed) => answer(ctx, signed),
      (error: unknown) => failed(ctx, error),
    );
  } catch (error) {
    failed(ctx, error);
  }
});

function answer(ctx: Pick<EndpointContext, 'responseHeaders'>, token: string): void {
  ctx.responseHeaders.set(SET_AUTH_JWT, token);
  expose(ctx.responseHeaders, SET_AUTH_JWT);
}

function failed(ctx: Pick<EndpointContext, 'auth'>, error: unknown): void {
  ctx.auth.logger.error('jwt: could not sign the session token for get-session', error);
}
