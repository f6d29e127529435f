import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSecondApp, type SecondApp } from '../server/second-app/start-second-app.js';
import { startPlayground, type Playground } from '../server/start-playground.js';
import { launchChromium, skipBrowserTests } from './browser.js';
import { runOAuthClientsFlow } from './oauth-clients-flow.js';
import { SCREENSHOT_DIR, withProblems, type PageProblems } from './page-kit.js';
import { runSecondAppFlow } from './second-app-flow.js';
import { runSignInReturnAttack } from './sign-in-return-flow.js';

// The playground as an OpenID provider: its own instance and a second app on another loopback port, as `npm run playground` starts them.
describe.skipIf(skipBrowserTests)('playground as an OpenID provider, in Chromium', () => {
  let browser: Browser;
  let playground: Playground;
  let secondApp: SecondApp;
  let dataDir: string;
  const problems: PageProblems = { list: [] };

  beforeAll(async () => {
    browser = await launchChromium();
    dataDir = await mkdtemp(join(tmpdir(), 'latchkey-playground-oidc-'));
    playground = await startPlayground({ port: 0, dataDir, log: false, env: { LATCHKEY_SECRET: 'playground-oidc-browser-test-secret-0123456789' } });
    secondApp = await startSecondApp({ playgroundURL: playground.url, auth: playground.auth, port: 0 });
    console.info(`[playground] screenshots in ${SCREENSHOT_DIR}`);
  }, 120_000);

  beforeEach(() => {
    problems.list = [];
  });

  afterAll(async () => {
    await browser?.close();
    await secondApp?.close();
    await playground?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('signs in to the second app through the sign-in and consent pages; a second sign-in skips consent; revoking the connected app ends its refresh and asks again', async () => {
    await withProblems(problems, () => runSecondAppFlow({ browser, origin: playground.url, secondApp, problems, auth: playground.auth }));
    expect(problems.list).toEqual([]);
  }, 180_000);

  it('lets an admin register a client (its secret shown once), change its redirect URIs, rotate its secret and delete it; the server refuses a non-admin', async () => {
    const admin = playground.seededAdmin!;
    await withProblems(problems, () => runOAuthClientsFlow({ browser, origin: playground.url, problems, auth: playground.auth, admin }));
    expect(problems.list).toEqual([]);
  }, 180_000);

  it('does not follow a sign-in callbackURL to another site, another origin or another path than the authorization endpoint', async () => {
    await withProblems(problems, () => runSignInReturnAttack({ browser, origin: playground.url, problems, auth: playground.auth }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it('refuses posts to the second app from another origin, and a callback it did not start', async () => {
    for (const origin of ['http://evil.example', null]) {
      const response = await fetch(`${secondApp.url}/sign-in`, { method: 'POST', headers: origin ? { origin } : {}, redirect: 'manual' });
      expect(response.status).toBe(403);
      await response.body?.cancel();
    }
    const callback = await fetch(`${secondApp.url}/callback?code=stolen-code&state=guessed&iss=${encodeURIComponent(`${playground.url}/api/auth`)}`, { redirect: 'manual' });
    expect(callback.status).toBe(303);
    const cookie = (callback.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const page = await (await fetch(secondApp.url, { headers: { cookie } })).text();
    expect(page).toContain('This sign-in was not started here');
    expect(page).toContain('Sign in with Latchkey Playground');
  });

  it('keeps one client for the second app across restarts, with its consents', async () => {
    const before = await playground.auth.api.listOAuthClients({});
    const again = await startSecondApp({ playgroundURL: playground.url, auth: playground.auth, port: 0 });
    try {
      const after = await playground.auth.api.listOAuthClients({});
      expect(again.clientId).toBe(secondApp.clientId);
      expect(after.clients.filter((client) => client.name === 'Second App')).toHaveLength(1);
      expect(after.clients.length).toBe(before.clients.length);
      expect(after.clients.find((client) => client.clientId === again.clientId)?.redirectUris).toEqual([`${again.url}/callback`]);
    } finally {
      await again.close();
    }
  }, 30_000);
});
