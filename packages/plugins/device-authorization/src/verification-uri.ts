import type { EndpointContext } from 'latchkey/plugins';

/**
 * The absolute URL of the page where people enter codes: the option as given
 * when absolute, else resolved against the app's `baseURL` (or, when none is
 * configured, the origin the request came to).
 *
 * @example
 * verificationURI(ctx, '/device'); // 'https://app.example/device'
 */
export function verificationURI(ctx: Pick<EndpointContext, 'auth' | 'request'>, configured: string): string {
  const base = ctx.auth.baseURL || ctx.request?.url || 'http://localhost';
  return new URL(configured, base).toString();
}
