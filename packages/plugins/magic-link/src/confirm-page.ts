import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64 } from '@oslojs/encoding';

const SCRIPT = `document.getElementById('continue').submit();`;
const STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif}button{padding:10px 20px;font:inherit;border-radius:8px}`;
const hashOf = (text: string): string => `'sha256-${encodeBase64(sha256(new TextEncoder().encode(text)))}'`;

// Only this exact script and stylesheet may run; nothing is loaded from anywhere (the icon is an empty data: URL,
// so browsers do not ask the site for /favicon.ico).
const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // Not `no-referrer`: browsers then send `Origin: null` with the form, which the sign-in origin check refuses.
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': `default-src 'none'; img-src data:; script-src ${hashOf(SCRIPT)}; style-src ${hashOf(STYLE)}; base-uri 'none'; frame-ancestors 'none'`,
};

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Whether a request is a person's browser opening the link (a navigation),
 * as opposed to an app or server calling the route for JSON.
 */
export function isBrowserNavigation(request: Request | undefined): boolean {
  if (!request) return false;
  const mode = request.headers.get('sec-fetch-mode');
  if (mode !== null) return mode === 'navigate';
  return (request.headers.get('accept') ?? '').includes('text/html');
}

/**
 * The page a browser gets when it opens a link: a form that posts the token
 * back, submitted at once by a script (or by hand without scripts). Opening
 * the link spends nothing, so a mail scanner that fetches links to inspect
 * them does not use up the user's sign-in; the POST does.
 *
 * @example
 * return confirmPage({ action: endpointURL(ctx, '/magic-link/verify', {}), fields: { token } });
 */
export function confirmPage(input: { action: string; fields: Record<string, string | undefined> }): Response {
  const hidden = Object.entries(input.fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>Signing in…</title><style>${STYLE}</style></head><body>` +
    `<form id="continue" method="post" action="${escapeHtml(input.action)}">${hidden}<button type="submit">Continue signing in</button></form>` +
    `<script>${SCRIPT}</script></body></html>`;
  return new Response(html, { status: 200, headers: HEADERS });
}
