const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * The page the authorization endpoint shows when it cannot trust where to send
 * the browser (unknown client, missing or unregistered redirect URI): an error
 * must never become an open redirect.
 *
 * @example
 * return errorPage('invalid_request', 'The redirect_uri is not registered for this client');
 */
export function errorPage(error: string, description: string): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Sign-in error</title></head><body><main><h1>This sign-in request cannot continue</h1><p>${escape(description)}</p><p><code>${escape(error)}</code></p></main></body></html>`;
  return new Response(body, {
    status: 400,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'",
      'x-frame-options': 'DENY',
    },
  });
}
