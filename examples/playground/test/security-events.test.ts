import { describe, expect, it } from 'vitest';
import { runAdminEventsFlow } from './admin-events-flow.js';
import { skipBrowserTests } from './browser.js';
import { withProblems } from './page-kit.js';
import { runSecurityActivityFlow } from './security-activity-flow.js';
import { runSecurityLayoutFlow } from './security-layout-flow.js';
import { runSecurityRefusalsFlow } from './security-refusals-flow.js';
import { usePlaygroundInBrowser } from './use-playground-in-browser.js';

// The security pages on a playground of their own: the flows run in order, each reading what the ones before did.
describe.skipIf(skipBrowserTests)('security activity and the admin events page in Chromium', () => {
  const app = usePlaygroundInBrowser({ name: 'security', secret: 'playground-security-test-secret-0123456789abcdef' });
  const { problems } = app;

  it("lists a user's sign-ins and password change in their Security activity card, ten at a time with Load more", async () => {
    await withProblems(problems, () => runSecurityActivityFlow({ browser: app.browser, origin: app.playground.url, problems }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it('lets the admin filter every event by user, type and time on the Events page, and page through them', async () => {
    await withProblems(problems, () => runAdminEventsFlow({ browser: app.browser, origin: app.playground.url, problems, admin: app.playground.seededAdmin! }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it("shows an impersonation in the impersonated user's activity, and refuses the events to users, visitors and impersonations on the server", async () => {
    await withProblems(problems, () => runSecurityRefusalsFlow({ browser: app.browser, origin: app.playground.url, problems, admin: app.playground.seededAdmin! }));
    expect(problems.list).toEqual([]);
  }, 120_000);

  it('scrolls nowhere sideways at 360, 390 and 1280 px on the activity card and the events page', async () => {
    await withProblems(problems, () => runSecurityLayoutFlow({ browser: app.browser, origin: app.playground.url, problems, admin: app.playground.seededAdmin! }));
    expect(problems.list).toEqual([]);
  }, 120_000);
});
