import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPlayground, type Playground } from '../server/start-playground.js';
import { runAdminEventsFlow } from './admin-events-flow.js';
import { launchChromium, skipBrowserTests } from './browser.js';
import { withProblems, type PageProblems } from './page-kit.js';
import { runSecurityActivityFlow } from './security-activity-flow.js';
import { runSecurityLayoutFlow } from './security-layout-flow.js';
import { runSecurityRefusalsFlow } from './security-refusals-flow.js';

// The security pages on a playground of their own: the flows run in order, each reading what the ones before did.
describe.skipIf(skipBrowserTests)('security activity and the admin events page in Chromium', () => {
  let browser: Browser;
  let playground: Playground;
  let dataDir: string;
  const problems: PageProblems = { list: [] };

  beforeAll(async () => {
    browser = await launchChromium();
    dataDir = await mkdtemp(join(tmpdir(), 'latchkey-playground-security-'));
    playground = await startPlayground({ port: 0, dataDir, log: false, env: { LATCHKEY_SECRET: 'playground-security-test-secret-0123456789abcdef' } });
  }, 120_000);

  beforeEach(() => {
    problems.list = [];
  });

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("lists a user's sign-ins and password change in their Security activity card, ten at a time with Load more", async () => {
    await withProblems(problems, () => runSecurityActivityFlow({ browser, origin: playground.url, problems }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it('lets the admin filter every event by user, type and time on the Events page, and page through them', async () => {
    await withProblems(problems, () => runAdminEventsFlow({ browser, origin: playground.url, problems, admin: playground.seededAdmin! }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it("shows an impersonation in the impersonated user's activity, and refuses the events to users, visitors and impersonations on the server", async () => {
    await withProblems(problems, () => runSecurityRefusalsFlow({ browser, origin: playground.url, problems, admin: playground.seededAdmin! }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it('scrolls nowhere sideways at 360, 390 and 1280 px on the activity card and the events page', async () => {
    await withProblems(problems, () => runSecurityLayoutFlow({ browser, origin: playground.url, problems, admin: playground.seededAdmin! }));
    expect(problems.list).toEqual([]);
  }, 120_000);
});
