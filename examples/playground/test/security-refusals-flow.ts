import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AdminCredentials } from '../server/seed-admin.js';
import { expectHeading, expectRefusal, openPage, type PageProblems, screenshot, signIn } from './page-kit.js';
import { ACTIVE_USER, activityCard, eventLines } from './security-activity-flow.js';

interface FlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
  admin: AdminCredentials;
}

const EVENTS_API = '/api/playground/security-events';

/** What the events endpoint answers this page's cookies (a refusal the step expects). */
async function askForEvents(page: Page, query = ''): Promise<{ status: number; body: { code?: string; message?: string; events?: unknown[] } }> {
  let answer: { status: number; body: { code?: string; message?: string } } | undefined;
  await expectRefusal(page, EVENTS_API, async () => {
    answer = await page.evaluate(async (url) => {
      const response = await fetch(url, { cache: 'no-store' });
      return { status: response.status, body: (await response.json()) as { code?: string; message?: string } };
    }, `${EVENTS_API}${query}`);
  });
  return answer!;
}

/**
 * Impersonation stays visible: the impersonated user's activity says an
 * administrator accessed the account, and when. The admin events page and its
 * endpoint refuse everyone but admins: a user (the page says so, the server
 * answers 403), a visitor (401) and an admin while impersonating (403).
 */
export async function runSecurityRefusalsFlow({ browser, origin, problems, admin }: FlowInput): Promise<void> {
  // The user opens the page by its address: no Events link for them, and the server refuses the data.
  const userContext = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const user = await openPage(userContext, origin, problems);
  await signIn(user, { origin, email: ACTIVE_USER.email, password: ACTIVE_USER.newPassword });
  expect(await user.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
  await user.goto(`${origin}/admin/events`);
  await expectHeading(user, 'Events');
  await user.getByText('Only administrators can open this page.').waitFor();
  expect(await user.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
  const refused = await askForEvents(user, `?userId=${encodeURIComponent(admin.email)}`);
  expect(refused).toEqual({ status: 403, body: { code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_SECURITY_EVENTS', message: 'You are not allowed to list security events' } });
  // Writing is not a way around it.
  let posted = 0;
  await expectRefusal(user, EVENTS_API, async () => {
    posted = await user.evaluate(async (url) => (await fetch(url, { method: 'POST' })).status, EVENTS_API);
  });
  expect(posted).toBe(405);

  // Signed out, the answer is 401 whatever the query.
  await user.getByRole('button', { name: 'Sign out' }).click();
  await expectHeading(user, 'Sign in');
  expect((await askForEvents(user)).status).toBe(401);
  await userContext.close();

  // The admin impersonates the user: the user's own activity, shown to the admin, opens with it.
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await openPage(context, origin, problems);
  await signIn(page, { origin, email: admin.email, password: admin.password });
  await page.goto(`${origin}/admin`);
  await page.getByLabel('Search by email').fill(ACTIVE_USER.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Impersonate ${ACTIVE_USER.email}` }).click();
  await expectHeading(page, 'Your account');
  await page.getByRole('status', { name: 'Impersonation' }).waitFor();
  const card = activityCard(page);
  await expect.poll(() => eventLines(card).first().getAttribute('data-type')).toBe('admin.impersonation-started');
  await eventLines(card).first().getByText('An administrator accessed the account').waitFor();
  await eventLines(card).first().getByText('by an administrator').waitFor();
  await screenshot(page, 'security-activity-impersonated');
  // An impersonation is the user, not an admin: the events page refuses it on the server too.
  const impersonated = await askForEvents(page);
  expect(impersonated.status).toBe(403);
  expect(impersonated.body.code).toBe('YOU_ARE_NOT_ALLOWED_TO_LIST_SECURITY_EVENTS');
  await page.getByRole('status', { name: 'Impersonation' }).getByRole('button', { name: 'Stop impersonating' }).click();
  await expectHeading(page, 'Admin');
  await context.close();

  // Back on their own, the user sees when an administrator came and went.
  const laterContext = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const later = await openPage(laterContext, origin, problems);
  await signIn(later, { origin, email: ACTIVE_USER.email, password: ACTIVE_USER.newPassword });
  const own = activityCard(later);
  await expect.poll(() => eventLines(own).first().getAttribute('data-type')).toBe('sign-in.succeeded');
  const types = await eventLines(own).evaluateAll((lines) => lines.map((line) => line.getAttribute('data-type')));
  expect(types.slice(1, 3)).toEqual(['admin.impersonation-stopped', 'admin.impersonation-started']);
  for (const line of [eventLines(own).nth(1), eventLines(own).nth(2)]) {
    await line.getByText('by an administrator').waitFor();
    expect(await line.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-/);
  }
  await eventLines(own).nth(1).getByText('An administrator left the account').waitFor();
  // The impersonation's own session is listed as a sign-in the administrator made.
  const impersonationSignIn = own.locator('[data-type="sign-in.succeeded"]', { hasText: "with an administrator's impersonation" });
  await impersonationSignIn.getByText('by an administrator').waitFor();
  await laterContext.close();
}
