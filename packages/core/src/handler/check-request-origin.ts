import type { AuthContext } from '../context/auth-context.js';
import type { EndpointMeta } from '../endpoint/types.js';
import { checkOrigin } from '../security/check-origin.js';

/**
 * CSRF guard for HTTP requests. Any Cookie header counts: a browser that sends
 * cookies of this site could be riding a signed-in session.
 */
export function checkRequestOrigin(auth: AuthContext, request: Request, meta: EndpointMeta | undefined): void {
  if (meta?.skipOriginCheck) return;
  const check = checkOrigin(request, {
    trusted: auth.origins,
    hasCookies: (request.headers.get('cookie') ?? '').trim() !== '',
    isAuthEntry: meta?.authEntry ?? false,
  });
  if (!check.ok) throw check.error;
}
