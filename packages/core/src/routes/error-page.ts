import { escapeHtml } from '../utils/escape-html.js';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64 } from '@oslojs/encoding';

export interface ErrorPageInput {
  /** The `error` query parameter; `null` or empty shows `Unknown`. */
  code: string | null;
  /** Where "Return to Application" leads; anything but an http(s) URL or a path falls back to `/`. */
  homeURL: string;
}

export interface ErrorPage {
  html: string;
  headers: Record<string, string>;
}

/** Longer codes are cut: the page shows an identifier, not attacker-supplied prose. */
export const MAX_ERROR_CODE_LENGTH = 100;

const STYLE = `
:root{color-scheme:light dark;--bg:#f6f7f9;--card:#fff;--text:#1f2328;--muted:#59636e;--border:#d1d9e0;--accent:#1f2328;--accent-text:#fff;--warn:#bf8700;--code-bg:#eff2f5}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--card:#151b23;--text:#f0f6fc;--muted:#9198a1;--border:#3d444d;--accent:#f0f6fc;--accent-text:#0d1117;--warn:#d29922;--code-bg:#212830}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:420px;padding:40px 32px;text-align:center;background:var(--card);border:1px solid var(--border);border-radius:16px;box-shadow:0 8px 24px rgba(0,0,0,.06)}
svg{width:48px;height:48px;color:var(--warn)}
h1{margin:16px 0 8px;font-size:1.375rem;font-weight:600}
p{margin:0 0 24px;color:var(--muted)}
.code{margin:0 0 28px;font-size:.875rem;color:var(--muted)}
code{padding:2px 8px;border-radius:6px;background:var(--code-bg);color:var(--text);font:.875rem ui-monospace,SFMono-Regular,Menlo,monospace;word-break:break-all}
a{display:inline-block;padding:10px 20px;border-radius:8px;background:var(--accent);color:var(--accent-text);font-weight:500;text-decoration:none}
a:hover{opacity:.9}a:focus-visible{outline:2px solid var(--warn);outline-offset:2px}
`.trim();

// A hash instead of 'unsafe-inline': only this exact stylesheet may apply.
const STYLE_HASH = encodeBase64(sha256(new TextEncoder().encode(STYLE)));

const ICON =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">' +
  '<path d="M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0z"/>' +
  '<line x1="12" y1="9" x2="12" y2="13"/><line x1="12" y1="17" x2="12.01" y2="17"/></svg>';

function displayCode(code: string | null): string {
  // Control and format characters (including bidi overrides) could disguise the text.
  const clean = (code ?? '').replace(/\p{C}/gu, '').trim();
  if (clean.length === 0) return 'Unknown';
  const chars = Array.from(clean);
  return chars.length > MAX_ERROR_CODE_LENGTH ? `${chars.slice(0, MAX_ERROR_CODE_LENGTH).join('')}…` : clean;
}

function safeHome(homeURL: string): string {
  if (/^\/(?![/\\])/.test(homeURL) && !/[\\\s]/.test(homeURL)) return homeURL;
  try {
    const url = new URL(homeURL);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '/';
  } catch {
    return '/';
  }
}

/**
 * Renders the `GET /error` page: title, warning icon, a generic message, the escaped
 * error code and a link back to the application, with headers that forbid scripts,
 * framing and caching.
 *
 * @example
 * const { html, headers } = renderErrorPage({ code: url.searchParams.get('error'), homeURL: '/' });
 * return new Response(html, { status: 200, headers });
 */
export function renderErrorPage(input: ErrorPageInput): ErrorPage {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Authentication Error</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${ICON}
<h1>Authentication Error</h1>
<p>Something went wrong while signing you in. Please try again or return to the application.</p>
<p class="code">Error code: <code>${escapeHtml(displayCode(input.code))}</code></p>
<a href="${escapeHtml(safeHome(input.homeURL))}">Return to Application</a>
</main>
</body>
</html>
`;
  return {
    html,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    },
  };
}
