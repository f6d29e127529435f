import type { Browser } from 'playwright-core';
import { expectHeading, expectRefusal, openPage, type PageProblems, screenshot, solveDevCaptcha } from './page-kit.js';

interface FlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
}

/**
 * The abuse guards on the sign-up page: the captcha is asked for on the
 * server, then a breached password and a common one are refused, each with a
 * fresh captcha, before an ordinary passphrase gets through.
 */
export async function runGuardsFlow({ browser, origin, problems }: FlowInput): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  const page = await openPage(context, origin, problems);
  const create = page.getByRole('button', { name: 'Create account' });
  const password = page.getByLabel('Password', { exact: true });
  const refusal = (text: string) =>
    expectRefusal(page, '/sign-up/email', async () => {
      await create.click();
      await page.getByRole('alert').getByText(text, { exact: false }).waitFor();
    });

  await page.goto(`${origin}/sign-up`);
  await expectHeading(page, 'Create an account');
  await page.getByLabel('Name', { exact: true }).fill('Alan Turing');
  await page.getByLabel('Email', { exact: true }).fill('alan@example.com');

  // A bot that skips the captcha: the server refuses, not just the page.
  await password.fill('hunter2hunter2');
  await refusal('Missing CAPTCHA response');

  // With the captcha solved, the breached password is refused by the range lookup.
  await solveDevCaptcha(page);
  await refusal('The password you entered has been compromised');
  await screenshot(page, '40-sign-up-compromised-password');

  // One of the most common passwords, refused by the core's list.
  await password.fill('password123');
  await solveDevCaptcha(page);
  await refusal('Password is too common');

  await password.fill('a strong enough passphrase');
  await solveDevCaptcha(page);
  await create.click();
  await expectHeading(page, 'Check your email');
  await context.close();
}
