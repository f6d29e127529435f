/**
 * Adds `name` to `Access-Control-Expose-Headers`, keeping what is there: a
 * browser app on another origin can read a response header only when it is
 * listed.
 *
 * @example
 * exposeHeader(ctx.responseHeaders, 'set-auth-token');
 */
export function exposeHeader(headers: Headers, name: string): void {
  const listed = (headers.get('access-control-expose-headers') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (listed.some((entry) => entry === '*' || entry.toLowerCase() === name.toLowerCase())) return;
  headers.set('access-control-expose-headers', [...listed, name].join(', '));
}
