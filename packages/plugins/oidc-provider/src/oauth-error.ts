import type { EndpointContext } from 'latchkey/plugins';

/** The RFC 6749 error answer of the protocol routes. */
export interface OAuthErrorBody {
  error: string;
  error_description: string;
}

/**
 * Answers an RFC 6749 §5.2 error: 400, or 401 for `invalid_client` (with a
 * `WWW-Authenticate` challenge when the client tried HTTP Basic).
 *
 * @example
 * return oauthError(ctx, 'invalid_grant', 'The code is invalid or expired');
 */
export function oauthError(
  ctx: Pick<EndpointContext, 'setStatus' | 'responseHeaders'>,
  error: string,
  description: string,
  options: { basic?: boolean } = {},
): OAuthErrorBody {
  if (error === 'invalid_client') {
    ctx.setStatus(401);
    if (options.basic) ctx.responseHeaders.set('www-authenticate', 'Basic realm="oauth"');
  } else {
    ctx.setStatus(400);
  }
  return { error, error_description: description };
}
