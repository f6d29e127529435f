import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectHeading, openPage, type PageProblems, screenshot, signIn, signUpVerified } from './page-kit.js';

interface FlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
}

/** The user whose activity the security flows read; the admin flows find them by this address. */
export const ACTIVE_USER = { name: 'Ida Audit', email: 'ida.audit@example.com', password: 'ida first passphrase', newPassword: 'ida second passphrase' };

/** The account page's "Security activity" card. */
export function activityCard(page: Page): Locator {
  return page.getByRole('region', { name: 'Security activity' });
}

/** The event lines of a card or page, newest first. */
export function eventLines(scope: Page | Locator): Locator {
  return scope.getByTestId('security-event');
}

/**
 * A user's own security activity on the account page: the sign-up's sign-in,
 * a sign-in with the password (method, address and browser on its line), a
 * change of password that appears at once, and "Load more" for older events.
 */
export async function runSecurityActivityFlow({ browser, origin, problems }: FlowInput): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await openPage(context, origin, problems);
  await signUpVerified(page, { origin, ...ACTIVE_USER });
  const card = activityCard(page);
  // The verification link signed them in: the newest line says so, and how.
  await expect.poll(() => eventLines(card).first().getAttribute('data-type')).toBe('sign-in.succeeded');
  await eventLines(card).first().getByText('with the verification link', { exact: false }).waitFor();

  // Out, and back in with the password.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectHeading(page, 'Sign in');
  await signIn(page, { origin, email: ACTIVE_USER.email, password: ACTIVE_USER.password });
  const newest = eventLines(card).first();
  await newest.getByText('with a password', { exact: false }).waitFor();
  expect(await newest.getAttribute('data-type')).toBe('sign-in.succeeded');
  await expect.poll(() => newest.textContent()).toMatch(/^Signed in/);
  // Where from: the browser in words and the loopback address this test connects from.
  expect(await newest.textContent()).toMatch(/Chrome on Linux · (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1|::\/64) \(this computer\)/);
  expect(await newest.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(await newest.getByText('by an administrator').count()).toBe(0);

  // A change of password is listed as soon as it is made, with the sign-out before it further down.
  await page.getByLabel('Current password', { exact: true }).fill(ACTIVE_USER.password);
  await page.getByLabel('New password', { exact: true }).fill(ACTIVE_USER.newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Password changed.', { exact: false }).waitFor();
  const typesShown = (): Promise<(string | null)[]> => eventLines(card).evaluateAll((lines) => lines.map((line) => line.getAttribute('data-type')));
  // With it, the session that replaced the old one and the old one's end.
  await expect.poll(async () => (await typesShown()).slice(0, 3).sort()).toEqual(['password.changed', 'session.revoked', 'sign-in.succeeded']);
  await card.locator('[data-type="password.changed"]').getByText('Password changed', { exact: true }).waitFor();
  const types = await typesShown();
  expect(types).toContain('sign-out');
  expect(types).toContain('user.signed-up');
  await screenshot(page, 'security-activity');

  // Ten a page: more sign-ins make an eleventh line, which "Load more" brings in below the first ten.
  for (let n = 0; n < 3; n++) {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectHeading(page, 'Sign in');
    await signIn(page, { origin, email: ACTIVE_USER.email, password: ACTIVE_USER.newPassword });
  }
  await expect.poll(() => eventLines(card).count()).toBe(10);
  const firstPage = await eventLines(card).evaluateAll((lines) => lines.map((line) => line.querySelector('time')?.getAttribute('datetime') ?? ''));
  await card.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => eventLines(card).count()).toBeGreaterThan(10);
  const all = await eventLines(card).evaluateAll((lines) => lines.map((line) => line.querySelector('time')?.getAttribute('datetime') ?? ''));
  expect(all.slice(0, 10)).toEqual(firstPage);
  // Newest first across the pages, and the oldest line is the account's creation.
  expect([...all].sort().reverse()).toEqual(all);
  await expect.poll(() => eventLines(card).last().getAttribute('data-type')).toBe('user.signed-up');
  expect(await card.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  await context.close();
}
