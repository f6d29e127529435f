import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AdminCredentials } from '../server/seed-admin.js';
import { expectHeading, openPage, type PageProblems, screenshot, signIn } from './page-kit.js';
import { ACTIVE_USER, eventLines } from './security-activity-flow.js';

interface FlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
  admin: AdminCredentials;
}

/** The data-type of every event line on the page. */
async function shownTypes(page: Page): Promise<string[]> {
  return eventLines(page).evaluateAll((lines) => lines.map((line) => line.getAttribute('data-type') ?? ''));
}

async function shownIds(page: Page): Promise<string[]> {
  return eventLines(page).evaluateAll((lines) => lines.map((line) => `${line.getAttribute('data-type')} ${line.querySelector('time')?.getAttribute('datetime')} ${line.textContent}`));
}

/**
 * The admin Events page: reached from the admin navigation, filtered by user
 * (by address), by type and by time, paged with Older and Newer, and a filter
 * followed from an event's line. Runs after the activity flow, whose user has
 * more than a page of events.
 */
export async function runAdminEventsFlow({ browser, origin, problems, admin }: FlowInput): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await openPage(context, origin, problems);
  await signIn(page, { origin, email: admin.email, password: admin.password });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true }).click();
  await expectHeading(page, 'Admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Events' }).click();
  await expectHeading(page, 'Events');
  expect(await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
  // Everyone's events, newest first: the admin's own sign-in on top.
  await expect.poll(() => eventLines(page).count()).toBe(10);
  expect(await eventLines(page).first().getAttribute('data-type')).toBe('sign-in.succeeded');
  await eventLines(page).first().getByRole('link', { name: admin.email }).waitFor();

  // By user, typed as an address: only their events, each line naming them.
  await page.getByLabel('User', { exact: true }).fill(ACTIVE_USER.email);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.waitForURL(/userId=ida\.audit%40example\.com/);
  await expect.poll(async () => (await eventLines(page).allTextContents()).every((line) => line.includes(`User ${ACTIVE_USER.email}`))).toBe(true);
  expect(await eventLines(page).count()).toBe(10);
  await screenshot(page, 'admin-events-by-user');

  // Paging: Older shows the rest of their history, Newer comes back to the same first page.
  const firstPage = await shownIds(page);
  await page.getByRole('button', { name: 'Older' }).click();
  await page.getByText('Page 2', { exact: true }).waitFor();
  await expect.poll(async () => (await shownIds(page))[0] !== firstPage[0]).toBe(true);
  const secondPage = await shownIds(page);
  expect(secondPage.some((line) => firstPage.includes(line))).toBe(false);
  expect(await shownTypes(page)).toContain('user.signed-up');
  expect(await page.getByRole('button', { name: 'Older' }).isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Newer' }).click();
  await page.getByText('Page 1', { exact: true }).waitFor();
  await expect.poll(() => shownIds(page)).toEqual(firstPage);

  // And by type: their password change, alone.
  await page.getByLabel('Type', { exact: true }).fill('password.changed');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect.poll(() => shownTypes(page)).toEqual(['password.changed']);
  // The address on a line filters by that user alone (the type filter goes).
  await eventLines(page).getByRole('link', { name: ACTIVE_USER.email }).click();
  await expect.poll(() => eventLines(page).count()).toBe(10);
  expect(page.url()).toBe(`${origin}/admin/events?userId=ida.audit%40example.com`);
  expect(await page.getByLabel('Type', { exact: true }).inputValue()).toBe('');

  // By type alone: the sign-ins of everyone, the admin's and the user's.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.waitForURL(/\/admin\/events$/);
  expect(await page.getByLabel('User', { exact: true }).inputValue()).toBe('');
  await page.getByLabel('Type', { exact: true }).fill('sign-in.succeeded');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect.poll(async () => new Set(await shownTypes(page))).toEqual(new Set(['sign-in.succeeded']));
  const people = await eventLines(page).allTextContents();
  expect(people.some((line) => line.includes(`User ${admin.email}`))).toBe(true);
  expect(people.some((line) => line.includes(`User ${ACTIVE_USER.email}`))).toBe(true);
  await screenshot(page, 'admin-events-by-type');

  // By address: the one this test connects from, as the first line shows it.
  const address = /· (\S+) \(this computer\)/.exec(people[0] ?? '')?.[1];
  expect(address).toBeTruthy();
  await page.getByLabel('IP address', { exact: true }).fill(address!);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.waitForURL(/ip=/);
  await expect.poll(() => eventLines(page).count()).toBeGreaterThan(0);
  for (const line of await eventLines(page).allTextContents()) expect(line).toContain(`${address} (this computer)`);

  // A time range that has not happened yet holds nothing, and says so.
  const tomorrow = new Date(Date.now() + 86_400_000);
  const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await page.getByLabel('From', { exact: true }).fill(local);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await page.getByText('No event matches these filters', { exact: false }).waitFor();
  expect(await eventLines(page).count()).toBe(0);

  await context.close();
}
