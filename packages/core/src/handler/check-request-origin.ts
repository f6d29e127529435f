import type { AuthContext } from '../declarations/auth-context.js';
import type { EndpointMeta } from '../declarations/endpoint-meta.js';
import { checkOrigin } from '../security/check-origin.js';

/**
 * CSRF guard for HTTP requests. Any Cookie header counts: a browser that sends
 * cookies of this site could be riding a signed-in session. Cookieless requests
 * are checked on sign-in entries and routes that send mail or codes, where a
 * hostile page gains something without the victim's cookies.
 */
export function checkRequestOrigin(auth: AuthContext, request: Request, meta: EndpointMeta | undefined): void {
  if (meta?.skipOriginCheck) return;
  const check = checkOrigin(request, {
    trusted: auth.origins,
    hasCookies: (request.headers.get('cookie') ?? '').trim() !== '',
    isAuthEntry: meta?.authEntry ?? false,
    sendsMessage: meta?.sendsMessage ?? false,
  });
  if (!check.ok) throw check.error;
}
