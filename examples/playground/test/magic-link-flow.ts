import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { expectHeading, openPage, screenshot, type PageProblems } from './page-kit.js';

interface FlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
}

const EMAIL = 'mira@example.com';

/**
 * Asks for a link, lets a "mail scanner" fetch it first (which spends
 * nothing), signs in by opening it, and finds it spent the second time.
 */
export async function runMagicLinkFlow({ browser, origin, problems }: FlowInput): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await openPage(context, origin, problems);
  await page.goto(`${origin}/sign-in`);
  await expectHeading(page, 'Sign in');
  await page.getByLabel('Email for a link').fill(EMAIL);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await page.getByText(`We emailed a sign-in link to ${EMAIL}`).waitFor();
  await screenshot(page, 'magic-link-01-sent');

  await page.goto(`${origin}/mailbox`);
  const mail = page.getByRole('article', { name: /Sign in to/ }).filter({ hasText: EMAIL }).first();
  const link = mail.getByRole('link', { name: 'Open link' });
  const href = (await link.getAttribute('href'))!;
  expect(new URL(href).pathname).toBe('/api/auth/magic-link/verify');

  // A scanner fetching the link gets the page that posts it, and the link stays usable.
  const scanned = await context.request.get(href, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  expect(scanned.status()).toBe(200);
  expect(await scanned.text()).toContain('Continue signing in');

  await link.click();
  await expectHeading(page, 'Your account');
  expect(await page.getByText(EMAIL).count()).toBeGreaterThan(0);

  // The same link a second time lands back on the sign-in page with the reason.
  await page.goto(href);
  await expectHeading(page, 'Sign in');
  await page.getByText('This link is not valid, or it was already used.').waitFor();
  await context.close();
}
