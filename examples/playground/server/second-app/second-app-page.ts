import type { SecondAppSession } from './second-app-sessions.js';

/** The claims shown first, in this order; any other claim follows. */
const CLAIM_ORDER = ['sub', 'name', 'email', 'email_verified', 'iss', 'aud', 'auth_time', 'iat', 'exp'];

/** The stylesheet, served at `/style.css` (the page's policy allows no inline style). */
export const SECOND_APP_STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f6f4;color:#1b2620}
header{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;padding:.9rem clamp(1rem,4vw,2.5rem);background:#fff;border-bottom:1px solid #d9e2dc}
.brand{font-weight:700}
main{max-width:44rem;margin:0 auto;padding:clamp(1.5rem,5vw,3rem) clamp(1rem,4vw,2rem);display:grid;gap:1.25rem}
.card{background:#fff;border:1px solid #d9e2dc;border-radius:12px;padding:1.4rem 1.5rem;display:grid;gap:.9rem}
h1{margin:0;font-size:1.6rem;overflow-wrap:anywhere}h2{margin:0;font-size:1.1rem}p{margin:0}
.muted{color:#56665c;font-size:.93rem}
.alert{border-radius:8px;padding:.7rem .9rem;border:1px solid #b7d4c2;background:#e8f5ec}
.alert-error{border-color:#fecaca;background:#fef2f2;color:#991b1b}
form{margin:0}.actions{display:flex;flex-wrap:wrap;gap:.75rem}
button{font:inherit;font-weight:600;padding:.6rem 1.1rem;border-radius:8px;border:1px solid #1f7a4d;background:#1f7a4d;color:#fff;cursor:pointer;max-width:100%}
button.secondary{background:#fff;color:#1b2620;border-color:#c5d1c9}
dl{display:grid;grid-template-columns:minmax(0,10rem) minmax(0,1fr);gap:.35rem 1rem;margin:0;font-size:.92rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere;font-family:ui-monospace,monospace}
@media (max-width:30rem){dl{grid-template-columns:minmax(0,1fr)}dd{margin-bottom:.4rem}}
`;

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function claimList(claims: Record<string, unknown>): string {
  const keys = [...CLAIM_ORDER.filter((key) => key in claims), ...Object.keys(claims).filter((key) => !CLAIM_ORDER.includes(key)).sort()];
  const value = (raw: unknown): string => (typeof raw === 'string' ? raw : JSON.stringify(raw));
  return `<dl>${keys.map((key) => `<dt>${escape(key)}</dt><dd>${escape(value(claims[key]))}</dd>`).join('')}</dl>`;
}

/**
 * The second app's one page: signed out, a "Sign in with Latchkey Playground"
 * button; signed in, the ID token's claims and userinfo's answer, with
 * buttons to refresh the tokens and to sign out of both apps.
 *
 * @example
 * res.end(renderSecondAppPage({ session, playgroundURL: 'http://localhost:3000' }));
 */
export function renderSecondAppPage(input: { session: SecondAppSession; flash: SecondAppSession['flash']; playgroundURL: string }): string {
  const { session, flash, playgroundURL } = input;
  const user = session.signedIn;
  const alert = flash ? `<p class="alert${flash.tone === 'error' ? ' alert-error' : ''}" role="${flash.tone === 'error' ? 'alert' : 'status'}">${escape(flash.text)}</p>` : '';
  const body = user
    ? `<h1>Signed in as ${escape(String(user.claims.name ?? user.claims.sub))}</h1>
<p class="muted">The Latchkey Playground signed you in here with OpenID Connect (authorization code with PKCE). This app keeps your tokens on its server.</p>
${alert}
<section class="card" aria-labelledby="claims-title"><h2 id="claims-title">ID token claims</h2>${claimList(user.claims)}</section>
<section class="card" aria-labelledby="userinfo-title"><h2 id="userinfo-title">Userinfo</h2>${claimList(user.userinfo)}
<p class="muted">${user.refreshedAt ? `Tokens refreshed at ${escape(user.refreshedAt.toISOString())}.` : 'Refreshing uses the refresh token (offline_access); the playground rotates it every time.'}</p></section>
<div class="actions">
<form method="post" action="/refresh"><button type="submit" class="secondary">Refresh tokens</button></form>
<form method="post" action="/sign-out"><button type="submit">Sign out</button></form>
</div>`
    : `<h1>Second App</h1>
<p class="muted">A separate app on its own origin. It has no accounts of its own: people sign in with their Latchkey Playground account, and the playground asks them first whether this app may know who they are.</p>
${alert}
<form method="post" action="/sign-in"><button type="submit">Sign in with Latchkey Playground</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Second App</title><link rel="stylesheet" href="/style.css"></head>
<body><header><span class="brand">Second App</span><a href="${escape(playgroundURL)}">Latchkey Playground</a></header>
<main>${body}</main></body></html>`;
}
