import type { Browser } from 'playwright-core';
import { expectHeading, openPage, screenshot, type PageProblems } from './page-kit.js';

/** A new user signs in through the test OpenID provider, clicking through its login page. */
export async function runSocialFlow({ browser, origin, problems }: { browser: Browser; origin: string; problems: PageProblems }): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  const page = await openPage(context, origin, problems);
  await page.goto(`${origin}/sign-in`);
  await expectHeading(page, 'Sign in');
  await page.getByRole('button', { name: 'Continue with Test IdP' }).click();
  await page.getByRole('heading', { name: 'Test identity provider' }).waitFor();
  await screenshot(page, '10-identity-provider');
  await page.getByRole('button', { name: 'Sign in as Ada Lovelace' }).click();
  await expectHeading(page, 'Your account');
  await page.getByText('Signed in as').getByText('Ada Lovelace').waitFor();
  await page.getByRole('listitem').filter({ hasText: 'Test IdP' }).waitFor();
  await screenshot(page, '11-account-social');
  await context.close();
}
