import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { expectHeaderFits, expectHeading, expectNoSideScroll, expectRefusal, followMail, openPage, type PageProblems, screenshot, solveDevCaptcha } from './page-kit.js';

const WIDTH = 390;
const EMAIL = 'lin@example.com';
const NEW_EMAIL = 'lin.new@example.com';
const PASSWORD = 'correct horse battery';

/** A phone-sized browser: the header while the session loads, a failed sign-in's focus, the header signed in, a change of email. */
export async function runPhoneFlow({ browser, origin, problems }: { browser: Browser; origin: string; problems: PageProblems }): Promise<void> {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 844 } });
  const page = await openPage(context, origin, problems);
  const nav = page.getByRole('navigation', { name: 'Main' });

  // While the session is on its way, the header offers neither "Sign in" nor "Sign out".
  let release = (): void => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/get-session*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${origin}/sign-in`);
  await expectHeading(page, 'Sign in');
  expect(await nav.getByText(/^Sign (in|out)$/).count()).toBe(0);
  release();
  await nav.getByRole('link', { name: 'Sign in' }).waitFor();
  await page.unrouteAll();
  await expectHeaderFits(page, 'signed out');
  await expectNoSideScroll(page, 'sign-in');
  await screenshot(page, 'phone-01-sign-in');

  // A failed sign-in leaves the keyboard in the password field, ready to retype.
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await expectRefusal(page, '/sign-in/email', async () => {
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
  });
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');

  // Sign up and verify; signed in, the header still fits.
  await page.goto(`${origin}/sign-up`);
  await page.getByLabel('Name', { exact: true }).fill('Lin Chen');
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await solveDevCaptcha(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectHeading(page, 'Check your email');
  await followMail(page, { origin, subject: /Verify your email/, action: 'Verify email' });
  await expectHeading(page, 'Email verified');
  await page.getByRole('link', { name: 'Continue to your account' }).click();
  await expectHeading(page, 'Your account');
  await nav.getByRole('button', { name: 'Sign out' }).waitFor();
  await expectHeaderFits(page, 'signed in');
  await expectNoSideScroll(page, 'account');
  await screenshot(page, 'phone-02-account');

  // Approving a change of email says the address changed and is not verified yet.
  await page.getByLabel('New email', { exact: true }).fill(NEW_EMAIL);
  await page.getByRole('button', { name: 'Change email' }).click();
  await page.getByText(`We sent a link to ${EMAIL}`, { exact: false }).waitFor();
  await followMail(page, { origin, subject: /Confirm your new email/, action: 'Approve the change' });
  await expectHeading(page, 'Email address changed');
  await page.getByText(`Your account now uses ${NEW_EMAIL}.`).waitFor();
  await screenshot(page, 'phone-03-email-changed');
  await followMail(page, { origin, subject: /Verify your email/, action: 'Verify email' });
  await expectHeading(page, 'Email verified');
  await page.getByText(`You are signed in as ${NEW_EMAIL}.`).waitFor();
  await context.close();
}
