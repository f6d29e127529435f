import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { expectHeading, expectRefusal, followMail, openPage, type PageProblems, screenshot, signIn, solveDevCaptcha } from './page-kit.js';

interface FlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
}

const EMAIL = 'grace@example.com';
const FIRST_PASSWORD = 'correct horse battery';
const SECOND_PASSWORD = 'staple battery horse';
const THIRD_PASSWORD = 'a brand new password';

/** Every step of an email-and-password user's life in the playground, in one browser tab (and a second device). */
export async function runAccountFlow({ browser, origin, problems }: FlowInput): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  const page = await openPage(context, origin, problems);

  // Sign up, then verify through the development mailbox, which signs the user in.
  await page.goto(`${origin}/sign-up`);
  await expectHeading(page, 'Create an account');
  await screenshot(page, '01-sign-up');
  await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await solveDevCaptcha(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectHeading(page, 'Check your email');
  await screenshot(page, '02-sign-up-sent');
  await page.getByRole('link', { name: 'Open the development mailbox' }).click();
  await expectHeading(page, 'Development mailbox');
  await page.getByRole('article', { name: /Verify your email/ }).first().waitFor();
  await screenshot(page, '03-mailbox');
  await followMail(page, { origin, subject: /Verify your email/, action: 'Verify email' });
  await expectHeading(page, 'Email verified');
  await page.getByText(`You are signed in as ${EMAIL}.`).waitFor();
  await screenshot(page, '04-verified');
  await page.getByRole('link', { name: 'Continue to your account' }).click();
  await expectHeading(page, 'Your account');
  await page.getByText('verified', { exact: true }).waitFor();
  await page.getByText('Email and password').waitFor();
  await screenshot(page, '05-account');

  // Sign out, and back in with the keyboard.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectHeading(page, 'Sign in');
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await expectRefusal(page, '/sign-in/email', async () => {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
  });
  await screenshot(page, '06-sign-in-error');
  await signIn(page, { origin, email: EMAIL, password: FIRST_PASSWORD });

  // Change the password.
  await page.getByLabel('Current password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(SECOND_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Password changed.', { exact: false }).waitFor();

  // A second device signs in; the first revokes it, and the second finds itself signed out.
  const other = await browser.newContext();
  const otherPage = await openPage(other, origin, problems);
  await signIn(otherPage, { origin, email: EMAIL, password: SECOND_PASSWORD });
  await page.reload();
  await expectHeading(page, 'Your account');
  const sessions = page.getByTestId('session');
  await expect.poll(() => sessions.count()).toBe(2);
  await screenshot(page, '07-sessions');
  await page.getByRole('button', { name: /^Revoke / }).click();
  await expect.poll(() => sessions.count()).toBe(1);
  await otherPage.reload();
  await expectHeading(otherPage, 'Sign in');
  await other.close();

  // Forgot password: the reset link in the mailbox, a new password, and sign in with it.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectHeading(page, 'Sign in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expectHeading(page, 'Forgot your password?');
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expectHeading(page, 'Check your email');
  await followMail(page, { origin, subject: /Reset your/, action: 'Choose a new password' });
  await expectHeading(page, 'Choose a new password');
  expect(new URL(page.url()).searchParams.get('token')).toBeTruthy();
  await screenshot(page, '08-reset-password');
  await page.getByLabel('New password', { exact: true }).fill(THIRD_PASSWORD);
  await page.getByLabel('Repeat the new password', { exact: true }).fill(THIRD_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expectHeading(page, 'Password changed');
  await signIn(page, { origin, email: EMAIL, password: THIRD_PASSWORD });

  // Link the OpenID account (same, verified email), then unlink it.
  await page.getByRole('button', { name: 'Link Test IdP' }).click();
  await page.getByRole('button', { name: 'Sign in as Grace Hopper' }).click();
  await expectHeading(page, 'Your account');
  await page.getByText('Test IdP', { exact: true }).waitFor();
  await screenshot(page, '09-linked-accounts');
  const unlink = page.getByRole('listitem').filter({ hasText: 'Test IdP' }).getByRole('button', { name: 'Unlink' });
  await unlink.click();
  await page.getByRole('button', { name: 'Link Test IdP' }).waitFor();
  await context.close();
}
