import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectHeading, expectRefusal, openPage, type PageProblems, screenshot } from './page-kit.js';

interface FlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
}

const FIRST_NUMBER = '+1 415 555 2671';
const NEW_NUMBER = '+44 20 7183 8750';

/** The newest text message to a number, read in the development mailbox in another tab. */
async function textedCode(context: BrowserContext, input: { origin: string; problems: PageProblems; to: string }): Promise<string> {
  const mailbox = await openPage(context, input.origin, input.problems);
  await mailbox.goto(`${input.origin}/mailbox`);
  const text = mailbox.getByRole('article', { name: `Text message to ${input.to}` }).first();
  await text.waitFor();
  expect(await text.innerText()).toContain('text-message');
  const code = /code is (\d{6})/.exec(await text.innerText())![1]!;
  await mailbox.close();
  return code;
}

/** Asks for a code on the sign-in page and answers it; lands on the account page. */
async function signInWithPhone(page: Page, input: FlowInput & { number: string; e164: string }): Promise<void> {
  await page.goto(`${input.origin}/sign-in`);
  await expectHeading(page, 'Sign in');
  await page.getByText('Sign in with phone', { exact: true }).click();
  const form = page.getByRole('form', { name: 'Sign in with phone' });
  await form.getByLabel('Phone number').fill(input.number);
  await form.getByRole('button', { name: 'Continue with phone' }).click();
  const code = await textedCode(page.context(), { ...input, to: input.e164 });
  await page.getByLabel('Code from the text message').fill(code);
  await screenshot(page, 'phone-number-00-sign-in');
  await page.getByRole('button', { name: 'Sign in with code' }).click();
  await expectHeading(page, 'Your account');
}

/** Signs up with a texted code, changes the number on the account page (refusing a wrong code), and signs in with the new one. */
export async function runPhoneNumberFlow(input: FlowInput): Promise<void> {
  const { browser, origin, problems } = input;
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await openPage(context, origin, problems);

  // A code for a number nobody has yet creates its account and signs it in.
  await signInWithPhone(page, { ...input, number: FIRST_NUMBER, e164: '+14155552671' });
  const section = page.getByRole('region', { name: 'Phone number' });
  await expect.poll(() => section.innerText()).toMatch(/\+14155552671\s+verified/);
  await screenshot(page, 'phone-number-01-signed-up');

  // A new number needs the code sent to it: a wrong code is refused, the texted one accepted.
  const add = page.getByRole('form', { name: 'Add phone number' });
  await add.getByLabel('New phone number').fill(NEW_NUMBER);
  await add.getByRole('button', { name: 'Text me a code' }).click();
  const confirm = page.getByRole('form', { name: 'Confirm phone number' });
  await confirm.getByLabel('Code from the text message').fill('000000');
  await expectRefusal(page, '/phone-number/verify', async () => {
    await confirm.getByRole('button', { name: 'Verify number' }).click();
    await section.getByText('Invalid OTP').waitFor();
  });
  const code = await textedCode(context, { origin, problems, to: '+442071838750' });
  await confirm.getByLabel('Code from the text message').fill(code);
  await confirm.getByRole('button', { name: 'Verify number' }).click();
  await section.getByText('Your phone number is verified.').waitFor();
  await expect.poll(() => section.innerText()).toMatch(/\+442071838750\s+verified/);
  // The form is empty again: the code does not linger in the number field.
  expect(await add.getByLabel('New phone number').inputValue()).toBe('');
  await screenshot(page, 'phone-number-02-changed');

  // Signed out, the new number signs the same account in.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectHeading(page, 'Sign in');
  // A password sign-in by number answers one message for every failure (this account has no password).
  await page.getByText('Sign in with phone', { exact: true }).click();
  const phoneForm = page.getByRole('form', { name: 'Sign in with phone' });
  await phoneForm.getByLabel('Phone number').fill(NEW_NUMBER);
  await phoneForm.getByLabel('Password (optional)').fill('not a password here');
  await expectRefusal(page, '/sign-in/phone-number', async () => {
    await phoneForm.getByRole('button', { name: 'Continue with phone' }).click();
    await page.getByText('Invalid phone number or password').waitFor();
  });
  await signInWithPhone(page, { ...input, number: NEW_NUMBER, e164: '+442071838750' });
  await expect.poll(() => section.innerText()).toContain('+442071838750');
  await context.close();
}
