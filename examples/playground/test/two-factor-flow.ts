import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectHeading, expectRefusal, openPage, type PageProblems, screenshot, signUpVerified } from './page-kit.js';

interface FlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
}

const EMAIL = 'lin@example.com';
const PASSWORD = 'correct horse battery';

/** The authenticator app: the code of the current 30-second step, or of a step `offset` away. */
const totpCode = (key: Uint8Array, offset = 0): string => generateHOTP(key, BigInt(Math.floor(Date.now() / 30_000) + offset), 6);

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectHeading(page, 'Sign in');
}

/** The password step; answers on the page it leads to (the challenge, or the account for a trusted device). */
async function enterPassword(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/sign-in`);
  await expectHeading(page, 'Sign in');
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Enrols with the QR code and a first code, signs in with each second factor, and trusts a device. */
export async function runTwoFactorFlow({ browser, origin, problems }: FlowInput): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await openPage(context, origin, problems);

  // An account, verified through the mailbox (which signs it in).
  await signUpVerified(page, { origin, name: 'Lin Two-Factor', email: EMAIL, password: PASSWORD });

  // Enable: a QR code (SVG), confirmed with a first code; the backup codes are shown and downloadable.
  const enableForm = page.getByRole('form', { name: 'Enable two-factor' });
  await enableForm.getByLabel('Password').fill(PASSWORD);
  await enableForm.getByRole('button', { name: 'Enable two-factor' }).click();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg').waitFor();
  // Typed by hand, the key is the base32 secret alone; the link carries the whole otpauth:// URI.
  const secret = await page.getByTestId('totp-secret').innerText();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const totpURI = (await page.getByTestId('totp-uri').getAttribute('href'))!;
  expect(new URL(totpURI).searchParams.get('secret')).toBe(secret);
  expect(new URL(totpURI).searchParams.get('issuer')).toBe('Latchkey Playground');
  const key = decodeBase32IgnorePadding(secret);
  await screenshot(page, '2fa-01-enrol');
  await page.getByLabel('Code from the app').fill(totpCode(key, -1));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByText('Two-factor authentication is on.').waitFor();
  const codes = await page.getByRole('list', { name: 'Backup codes' }).locator('code').allInnerTexts();
  expect(codes).toHaveLength(10);
  expect(await page.getByRole('link', { name: 'Download backup codes' }).getAttribute('download')).toBe('backup-codes.txt');
  await screenshot(page, '2fa-02-backup-codes');

  // Sign in again: the password leads to the challenge, and the authenticator code to the account.
  await signOut(page);
  await enterPassword(page, origin);
  await expectHeading(page, 'Two-factor check');
  await screenshot(page, '2fa-03-challenge');
  await page.getByLabel('Authenticator code').fill(totpCode(key));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Your account');

  // With an emailed code, read in the development mailbox in another tab.
  await signOut(page);
  await enterPassword(page, origin);
  await expectHeading(page, 'Two-factor check');
  await page.getByRole('button', { name: 'Emailed code' }).click();
  await page.getByText('We emailed you a code.').waitFor();
  const mailbox = await openPage(context, origin, problems);
  await mailbox.goto(`${origin}/mailbox`);
  const mail = mailbox.getByRole('article', { name: /sign-in code/ }).first();
  const text = await mail.innerText();
  await mailbox.close();
  await page.getByLabel('Emailed code').fill(/sign-in code is (\d{6})/.exec(text)![1]!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Your account');

  // With a backup code, trusting this device: the next sign-in here skips the challenge.
  await signOut(page);
  await enterPassword(page, origin);
  await expectHeading(page, 'Two-factor check');
  await page.getByRole('button', { name: 'Backup code' }).click();
  await page.getByLabel('Backup code').fill(codes[0]!);
  await page.getByLabel('Trust this device for 30 days').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Your account');
  await signOut(page);
  await enterPassword(page, origin);
  await expectHeading(page, 'Your account');

  // Another browser is not trusted, and a spent backup code stays spent.
  const other = await browser.newContext();
  const otherPage = await openPage(other, origin, problems);
  await enterPassword(otherPage, origin);
  await expectHeading(otherPage, 'Two-factor check');
  await otherPage.getByRole('button', { name: 'Backup code' }).click();
  await otherPage.getByLabel('Backup code').fill(codes[0]!);
  await expectRefusal(otherPage, '/two-factor/verify-backup-code', async () => {
    await otherPage.getByRole('button', { name: 'Continue' }).click();
    await otherPage.getByRole('alert').getByText('Invalid backup code').waitFor();
  });
  await other.close();
  await context.close();
}
