import type { Browser } from 'playwright-core';
import { expectHeading, expectRefusal, openPage, type PageProblems, screenshot, solveDevCaptcha } from './page-kit.js';

interface FlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
}

const PASSWORD = 'notes outlive the trial 42';

/**
 * Tries the playground without an account and writes a note, signs up with a
 * username from that anonymous session and finds the note kept, then signs
 * in by username on another device, after a wrong password is refused, and
 * hands that session to a third browser with a one-time link that works once.
 */
export async function runUsernameAnonymousFlow({ browser, origin, problems }: FlowInput): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  const page = await openPage(context, origin, problems);

  await page.goto(`${origin}/sign-in`);
  await expectHeading(page, 'Sign in');
  await page.getByRole('button', { name: 'Try it without an account' }).click();
  await expectHeading(page, 'Your note');
  await page.getByText('You are trying the playground without an account').waitFor();
  await page.getByRole('textbox', { name: 'Note', exact: true }).fill('Remember the oat milk');
  await page.getByRole('button', { name: 'Save note' }).click();
  await page.getByText('Your note is saved.').waitFor();
  await screenshot(page, '70-anonymous-note');

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expectHeading(page, 'Create an account');
  await page.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await page.getByLabel('Email', { exact: true }).fill('grace.notes@example.com');
  await page.getByLabel('Username', { exact: true }).fill('Grace_H');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await solveDevCaptcha(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectHeading(page, 'Check your email');

  // The note moved to the new account, and the anonymous banner is gone.
  await page.goto(`${origin}/notes`);
  await expectHeading(page, 'Your note');
  await page.waitForFunction(() => (document.querySelector('#note-text') as HTMLTextAreaElement | null)?.value === 'Remember the oat milk');
  if (await page.getByText('You are trying the playground without an account').count()) throw new Error('still anonymous after sign-up');
  await context.close();

  // Another device: a wrong password is refused, the right one signs in by username.
  const other = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  const second = await openPage(other, origin, problems);
  await second.goto(`${origin}/sign-in`);
  await expectHeading(second, 'Sign in');
  await second.getByRole('button', { name: 'Use a username instead' }).click();
  await second.getByLabel('Username', { exact: true }).fill('grace_h');
  await second.getByLabel('Your password', { exact: true }).fill('not the password');
  await expectRefusal(second, '/sign-in/username', async () => {
    await second.getByRole('button', { name: 'Sign in with username' }).click();
    await second.getByRole('alert').getByText('Invalid username or password').waitFor();
  });
  await second.getByLabel('Your password', { exact: true }).fill(PASSWORD);
  await second.getByRole('button', { name: 'Sign in with username' }).click();
  await expectHeading(second, 'Your account');
  await screenshot(second, '71-signed-in-by-username');

  // A one-time link signs a third browser in, once.
  await second.getByRole('button', { name: 'Make a one-time link' }).click();
  const link = await second.getByLabel('One-time link').inputValue();
  const third = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  const handed = await openPage(third, origin, problems);
  await handed.goto(link);
  await expectHeading(handed, 'Your account');
  await handed.getByText('grace.notes@example.com').first().waitFor();
  const fourth = await browser.newContext();
  const reused = await openPage(fourth, origin, problems);
  await expectRefusal(reused, '/one-time-token/verify', async () => {
    await reused.goto(link);
    await expectHeading(reused, 'This link did not work');
  });
  await fourth.close();
  await third.close();
  await other.close();
}
