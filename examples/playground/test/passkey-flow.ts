import type { Browser, CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectHeading, openPage, screenshot, signUpVerified, type PageProblems } from './page-kit.js';

interface FlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
}

const EMAIL = 'pat@example.com';
const PASSWORD = 'correct horse battery';

/**
 * A virtual platform authenticator in the page's browser (DevTools WebAuthn
 * domain): it creates real credentials and signs real assertions, and the
 * "user" touches it and passes verification at once.
 */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectHeading(page, 'Sign in');
}

/** Adds a passkey on the account page, renames it, signs out and back in with it (no email typed). */
export async function runPasskeyFlow({ browser, origin, problems }: FlowInput): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await openPage(context, origin, problems);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

  // An account, verified through the mailbox (which signs it in).
  await signUpVerified(page, { origin, name: 'Pat Passkey', email: EMAIL, password: PASSWORD });

  // Register: the authenticator now holds a resident credential for localhost, bound to this user.
  const addForm = page.getByRole('form', { name: 'Add a passkey' });
  await addForm.getByLabel('Passkey name').fill('Test laptop');
  await addForm.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByText('Passkey added.', { exact: false }).waitFor();
  await page.getByTestId('passkey').filter({ hasText: 'Test laptop' }).waitFor();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  await screenshot(page, 'passkey-01-added');

  // Rename it.
  await page.getByRole('button', { name: 'Rename Test laptop' }).click();
  const renameForm = page.getByRole('form', { name: 'Rename Test laptop' });
  await renameForm.getByLabel('New name').fill('Work laptop');
  await renameForm.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('passkey').filter({ hasText: 'Work laptop' }).waitFor();

  // Conditional UI: the sign-in page asks for a passkey through autofill as it opens; the
  // virtual authenticator answers as a user picking it from the email field's suggestions would.
  // (The sign-in page may show only for a moment: the authenticator's counter says when it was used.)
  const signCount = async (): Promise<number> => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0]?.signCount ?? 0;
  const registered = await signCount();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(signCount, { timeout: 10_000 }).toBeGreaterThan(registered);
  await expectHeading(page, 'Your account');
  await page.getByText('Signed in as').filter({ hasText: EMAIL }).waitFor();
  const afterAutofill = await signCount();
  await screenshot(page, 'passkey-02-autofill');

  // The button: a browser without conditional UI gets the passkey dialog; nothing typed, the authenticator names the user.
  await context.addInitScript(() => Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', { value: undefined }));
  await page.reload();
  await expectHeading(page, 'Your account');
  await signOut(page);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expectHeading(page, 'Your account');
  await page.getByText('Signed in as').filter({ hasText: EMAIL }).waitFor();
  expect(await signCount()).toBeGreaterThan(afterAutofill);
  await screenshot(page, 'passkey-03-signed-in');

  await context.close();
}
