import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PlaygroundAuth } from '../server/create-playground-auth.js';
import type { SecondApp } from '../server/second-app/start-second-app.js';
import { expectLayoutAtEveryWidth } from './oidc-layout.js';
import { expectHeading, openPage, type PageProblems } from './page-kit.js';

interface SecondAppFlowInput {
  browser: Browser;
  origin: string;
  secondApp: SecondApp;
  problems: PageProblems;
  auth: PlaygroundAuth;
}

const USER = { name: 'Ada Lovelace', email: 'ada.second.app@example.com', password: 'analytical engine 1843' };

/** Every URL the tab's main frame went to while `step` ran. */
async function visited(page: Page, step: () => Promise<void>): Promise<string[]> {
  const urls: string[] = [];
  const record = (frame: { url(): string; parentFrame(): unknown }): void => {
    if (frame.parentFrame() === null) urls.push(frame.url());
  };
  page.on('framenavigated', record);
  try {
    await step();
  } finally {
    page.off('framenavigated', record);
  }
  return urls;
}

async function signInOnPlayground(page: Page): Promise<void> {
  await expectHeading(page, 'Sign in');
  await page.getByText('An app asked to sign you in with your Latchkey Playground account').waitFor();
  await page.getByLabel('Email', { exact: true }).fill(USER.email);
  await page.getByLabel('Password', { exact: true }).fill(USER.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

async function expectSignedInToSecondApp(page: Page, secondApp: SecondApp): Promise<void> {
  await expectHeading(page, `Signed in as ${USER.name}`);
  expect(new URL(page.url()).origin).toBe(secondApp.url);
  const claims = page.getByRole('region', { name: 'ID token claims' });
  await expect(claims.getByText(USER.email, { exact: true }).isVisible()).resolves.toBe(true);
  await expect(page.getByRole('region', { name: 'Userinfo' }).getByText(USER.name, { exact: true }).isVisible()).resolves.toBe(true);
}

/**
 * The second app, from signed out: its button → the playground's sign-in
 * page → the consent page (ConsentScreen) → back with the claims shown; a
 * refresh; RP-initiated logout ends both; a second sign-in skips consent;
 * revoking the app in Connected apps makes its refresh fail and the consent
 * page show again, where Deny goes back with access_denied.
 */
export async function runSecondAppFlow({ browser, origin, secondApp, problems, auth }: SecondAppFlowInput): Promise<void> {
  await auth.api.createUser({ body: { ...USER } });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPage(context, origin, problems);

  await page.goto(secondApp.url);
  await expectHeading(page, 'Second App');
  await expectLayoutAtEveryWidth(page, { state: 'second app signed out', header: false });
  await page.getByRole('button', { name: 'Sign in with Latchkey Playground' }).click();
  await signInOnPlayground(page);

  // The consent page names the app, what it asks for and where the answer goes.
  await page.getByRole('heading', { level: 1, name: /Second App would like to use your Latchkey Playground account/ }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/oauth/consent');
  for (const scope of ['Sign you in with your account', 'Read your name and picture', 'Read your email address', 'Stay connected when you are away']) {
    await page.getByRole('listitem').filter({ hasText: scope }).waitFor();
  }
  await page.getByText(`Then you return to ${secondApp.url}`).waitFor();
  await expectLayoutAtEveryWidth(page, { state: 'consent page', header: true });
  await page.getByRole('button', { name: 'Allow' }).click();
  await expectSignedInToSecondApp(page, secondApp);
  await expectLayoutAtEveryWidth(page, { state: 'second app signed in', header: false });

  await page.getByRole('button', { name: 'Refresh tokens' }).click();
  await page.getByText('The playground issued new tokens; the old refresh token is spent.').waitFor();

  // RP-initiated logout: out of the second app and of the playground.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByText('You are signed out of the Second App and of the Latchkey Playground.').waitFor();
  await page.goto(`${origin}/account`);
  await expectHeading(page, 'Sign in');

  // Consent was given: signing in again goes straight back to the app.
  await page.goto(secondApp.url);
  const again = await visited(page, async () => {
    await page.getByRole('button', { name: 'Sign in with Latchkey Playground' }).click();
    await signInOnPlayground(page);
    await expectSignedInToSecondApp(page, secondApp);
  });
  expect(again.filter((url) => url.includes('/oauth/consent'))).toEqual([]);

  // Connected apps on the account page, in another tab of the same browser.
  const account = await openPage(context, origin, problems);
  await account.goto(`${origin}/account`);
  await expectHeading(account, 'Your account');
  const connected = account.getByRole('region', { name: 'Connected apps' });
  const app = connected.getByTestId('connected-app').filter({ hasText: 'Second App' });
  await app.getByText('openid, profile, email, offline_access').waitFor();
  await expectLayoutAtEveryWidth(account, { state: 'account with a connected app', header: true });
  await connected.getByRole('button', { name: 'Revoke Second App' }).click();
  await connected.getByText('Second App no longer has access').waitFor();
  await connected.getByText('No connected apps.').waitFor();

  // The app's refresh token ended with the revocation.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Refresh tokens' }).click();
  await page.getByText(/The playground refused to refresh the tokens \(invalid_grant/).waitFor();
  await expectHeading(page, 'Second App');

  // Still signed in at the playground, the consent page shows again: this time, Deny.
  await page.getByRole('button', { name: 'Sign in with Latchkey Playground' }).click();
  await page.getByRole('heading', { level: 1, name: /Second App would like to/ }).waitFor();
  await page.getByRole('button', { name: 'Deny' }).click();
  await page.getByText('You did not allow the Second App to sign you in.').waitFor();
  await account.reload();
  await account.getByRole('region', { name: 'Connected apps' }).getByText('No connected apps.').waitFor();
  await context.close();
}
