import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { expectHeading, expectRefusal, openPage, type PageProblems, screenshot } from './page-kit.js';

interface FlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
}

const EMAIL = 'otto@example.com';

/** Signs up and in with an emailed code (read in the development mailbox), then refuses the spent code. */
export async function runEmailOTPFlow({ browser, origin, problems }: FlowInput): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await openPage(context, origin, problems);
  await page.goto(`${origin}/sign-in`);
  await expectHeading(page, 'Sign in');
  await page.getByLabel('Email for a code').fill(EMAIL);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await page.getByText(`We emailed a code to ${EMAIL}`).waitFor();

  // The code, read in the development mailbox in another tab.
  const mailbox = await openPage(context, origin, problems);
  await mailbox.goto(`${origin}/mailbox`);
  const mail = mailbox.getByRole('article', { name: /sign-in code/ }).filter({ hasText: EMAIL }).first();
  const code = /sign-in code is (\d{6})/.exec(await mail.innerText())![1]!;
  await mailbox.close();

  // A wrong code is refused and the form stays; the right one signs in (a new, verified account).
  await page.getByLabel('Code from the email').fill(code === '000000' ? '111111' : '000000');
  await expectRefusal(page, '/sign-in/email-otp', async () => {
    await page.getByRole('button', { name: 'Sign in with the code' }).click();
    await page.getByRole('alert').getByText('Invalid OTP').waitFor();
  });
  await screenshot(page, 'email-otp-01-code');
  await page.getByLabel('Code from the email').fill(code);
  await page.getByRole('button', { name: 'Sign in with the code' }).click();
  await expectHeading(page, 'Your account');
  expect(await page.getByText(EMAIL).count()).toBeGreaterThan(0);

  // Signed out, the spent code does not work again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectHeading(page, 'Sign in');
  await page.getByLabel('Email for a code').fill(EMAIL);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await page.getByLabel('Code from the email').fill(code);
  await expectRefusal(page, '/sign-in/email-otp', async () => {
    await page.getByRole('button', { name: 'Sign in with the code' }).click();
    await page.getByRole('alert').getByText('Invalid OTP').waitFor();
  });
  await context.close();
}
