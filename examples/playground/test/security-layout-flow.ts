import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import type { AdminCredentials } from '../server/seed-admin.js';
import { WIDTHS } from './layout-flow.js';
import { expectHeaderFits, expectHeading, expectNoSideScroll, openPage, type PageProblems, SCREENSHOT_DIR, screenshot, signIn } from './page-kit.js';
import { ACTIVE_USER, activityCard, eventLines } from './security-activity-flow.js';

interface FlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
  admin: AdminCredentials;
}

/**
 * At the layout test's widths: the account page with its activity card
 * opened past the first page, the admin events page unfiltered and filtered,
 * and both pages signed out. Nothing scrolls sideways and the header fits.
 */
export async function runSecurityLayoutFlow({ browser, origin, problems, admin }: FlowInput): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPage(context, origin, problems);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${origin}/admin/events`);
    await expectHeading(page, 'Sign in');
    await expectNoSideScroll(page, '/admin/events signed out');
  }

  await signIn(page, { origin, email: ACTIVE_USER.email, password: ACTIVE_USER.newPassword });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${origin}/account`);
    const card = activityCard(page);
    await card.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => eventLines(card).count()).toBeGreaterThan(10);
    await expectNoSideScroll(page, '/account with its security activity');
    await expectHeaderFits(page, `/account at ${width} px`);
    if (width !== 390) await card.screenshot({ path: join(SCREENSHOT_DIR, `layout-${width}-security-activity-card.png`) });
  }
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectHeading(page, 'Sign in');

  await signIn(page, { origin, email: admin.email, password: admin.password });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/admin/events', `/admin/events?userId=${encodeURIComponent(ACTIVE_USER.email)}&type=sign-in.succeeded`]) {
      await page.goto(`${origin}${path}`);
      await expectHeading(page, 'Events');
      await expect.poll(() => eventLines(page).count()).toBeGreaterThan(0);
      await expectNoSideScroll(page, path);
      await expectHeaderFits(page, `${path} at ${width} px`);
      if (width !== 390) await screenshot(page, `layout-${width}-admin-events${path.includes('?') ? '-filtered' : ''}`);
    }
    await page.goto(`${origin}/admin`);
    await expectHeading(page, 'Admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Events' }).waitFor();
    await expectNoSideScroll(page, '/admin with its navigation');
  }
  await context.close();
}
