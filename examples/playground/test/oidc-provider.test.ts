import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondApp, type SecondApp } from '../server/second-app/start-second-app.js';
import { skipBrowserTests } from './browser.js';
import { runOAuthClientsFlow } from './oauth-clients-flow.js';
import { withProblems } from './page-kit.js';
import { runSecondAppFlow } from './second-app-flow.js';
import { runSignInReturnAttack } from './sign-in-return-flow.js';
import { usePlaygroundInBrowser } from './use-playground-in-browser.js';

// The playground as an OpenID provider: its own instance and a second app on another loopback port, as `npm run playground` starts them.
describe.skipIf(skipBrowserTests)('playground as an OpenID provider, in Chromium', () => {
  const app = usePlaygroundInBrowser({ name: 'oidc', secret: 'playground-oidc-browser-test-secret-0123456789' });
  const { problems } = app;
  let secondApp: SecondApp;

  // After the playground has started, and stopped before it (vitest runs after-hooks in reverse).
  beforeAll(async () => {
    secondApp = await startSecondApp({ playgroundURL: app.playground.url, auth: app.playground.auth, port: 0 });
  }, 120_000);

  afterAll(async () => {
    await secondApp?.close();
  });

  it('signs in to the second app through the sign-in and consent pages; a second sign-in skips consent; revoking the connected app ends its refresh and asks again', async () => {
    await withProblems(problems, () => runSecondAppFlow({ browser: app.browser, origin: app.playground.url, secondApp, problems, auth: app.playground.auth }));
    expect(problems.list).toEqual([]);
  }, 180_000);

  it('lets an admin register a client (its secret shown once), change its redirect URIs, rotate its secret and delete it; the server refuses a non-admin', async () => {
    const admin = app.playground.seededAdmin!;
    await withProblems(problems, () => runOAuthClientsFlow({ browser: app.browser, origin: app.playground.url, problems, auth: app.playground.auth, admin }));
    expect(problems.list).toEqual([]);
  }, 180_000);

  it('does not follow a sign-in callbackURL to another site, another origin or another path than the authorization endpoint', async () => {
    await withProblems(problems, () => runSignInReturnAttack({ browser: app.browser, origin: app.playground.url, problems, auth: app.playground.auth }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it('refuses posts to the second app from another origin, and a callback it did not start', async () => {
    for (const origin of ['http://evil.example', null]) {
      const response = await fetch(`${secondApp.url}/sign-in`, { method: 'POST', headers: origin ? { origin } : {}, redirect: 'manual' });
      expect(response.status).toBe(403);
      await response.body?.cancel();
    }
    const callback = await fetch(`${secondApp.url}/callback?code=stolen-code&state=guessed&iss=${encodeURIComponent(`${app.playground.url}/api/auth`)}`, { redirect: 'manual' });
    expect(callback.status).toBe(303);
    const cookie = (callback.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const page = await (await fetch(secondApp.url, { headers: { cookie } })).text();
    expect(page).toContain('This sign-in was not started here');
    expect(page).toContain('Sign in with Latchkey Playground');
  });

  it('keeps one client for the second app across restarts, with its consents', async () => {
    const before = await app.playground.auth.api.listOAuthClients({});
    const again = await startSecondApp({ playgroundURL: app.playground.url, auth: app.playground.auth, port: 0 });
    try {
      const after = await app.playground.auth.api.listOAuthClients({});
      expect(again.clientId).toBe(secondApp.clientId);
      expect(after.clients.filter((client) => client.name === 'Second App')).toHaveLength(1);
      expect(after.clients.length).toBe(before.clients.length);
      expect(after.clients.find((client) => client.clientId === again.clientId)?.redirectUris).toEqual([`${again.url}/callback`]);
    } finally {
      await again.close();
    }
  }, 30_000);
});
