import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Browser, CDPSession, Page } from 'playwright-core';
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

/** Adds a passkey on the account page, renames it, signs out and back in with it (no email typed); a replayed assertion and one made on another origin are refused. */
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
  const verifying = page.waitForRequest((request) => request.url().endsWith('/api/auth/passkey/verify-authentication'));
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  const assertion = (await verifying).postDataJSON() as { response: unknown };
  await expectHeading(page, 'Your account');
  await page.getByText('Signed in as').filter({ hasText: EMAIL }).waitFor();
  expect(await signCount()).toBeGreaterThan(afterAutofill);
  await screenshot(page, 'passkey-03-signed-in');

  // A replayed assertion: the signed answer the browser just sent, posted again in a new
  // sign-in attempt. Its challenge was spent, so it signs no one in.
  await startAttempt(page.request, origin);
  const replayed = await verify(page.request, origin, assertion.response);
  expect(replayed).toMatchObject({ status: 400, code: 'CHALLENGE_NOT_FOUND' });

  // A wrong origin: a page on another localhost port (a phishing copy the browser lets use the
  // same RP ID) gets the passkey to sign this attempt's challenge; the server refuses the origin.
  const challenge = await startAttempt(page.request, origin);
  const phished = (await assertFromOtherOrigin(page, { cdp, authenticatorId, challenge })) as { response: { clientDataJSON: string } };
  // The genuine passkey signed this attempt's fresh challenge: only the origin is wrong.
  const clientData = JSON.parse(Buffer.from(phished.response.clientDataJSON, 'base64url').toString()) as { type: string; challenge: string; origin: string };
  expect(clientData).toMatchObject({ type: 'webauthn.get', challenge });
  expect(clientData.origin).not.toBe(origin);
  expect(await verify(page.request, origin, phished)).toMatchObject({ status: 401, code: 'AUTHENTICATION_FAILED' });

  await context.close();
}

/** Starts a sign-in attempt (its cookie goes in the context's jar) and answers its challenge. */
async function startAttempt(request: APIRequestContext, origin: string): Promise<string> {
  const started = await request.post(`${origin}/api/auth/passkey/generate-authenticate-options`, { headers: { origin } });
  expect(started.status()).toBe(200);
  return ((await started.json()) as { challenge: string }).challenge;
}

async function verify(request: APIRequestContext, origin: string, response: unknown): Promise<{ status: number; code?: string }> {
  const answer = await request.post(`${origin}/api/auth/passkey/verify-authentication`, { headers: { origin }, data: { response } });
  return { status: answer.status(), code: ((await answer.json()) as { code?: string }).code };
}

/**
 * Runs an assertion ceremony for `challenge` on a page served from another localhost
 * port, with a virtual authenticator holding a copy of the passkey, and answers the
 * assertion as the browser would send it.
 */
async function assertFromOtherOrigin(page: Page, input: { cdp: CDPSession; authenticatorId: string; challenge: string }): Promise<unknown> {
  const server = createServer((_request, response) => response.end('<!doctype html><title>Look-alike</title>'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const other = await page.context().newPage();
    await other.goto(`http://localhost:${(server.address() as AddressInfo).port}/`);
    const copy = await addVirtualAuthenticator(other);
    const { credentials } = await input.cdp.send('WebAuthn.getCredentials', { authenticatorId: input.authenticatorId });
    for (const credential of credentials) await copy.cdp.send('WebAuthn.addCredential', { authenticatorId: copy.authenticatorId, credential });
    const response = await other.evaluate(async (challenge) => {
      const toBytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      const toText = (buffer: ArrayBuffer | null) =>
        buffer ? btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : undefined;
      const credential = (await navigator.credentials.get({
        publicKey: { challenge: toBytes(challenge), rpId: 'localhost', userVerification: 'preferred' },
      })) as PublicKeyCredential;
      const assertion = credential.response as AuthenticatorAssertionResponse;
      return {
        id: credential.id,
        rawId: toText(credential.rawId),
        type: credential.type,
        clientExtensionResults: {},
        response: {
          clientDataJSON: toText(assertion.clientDataJSON),
          authenticatorData: toText(assertion.authenticatorData),
          signature: toText(assertion.signature),
          userHandle: toText(assertion.userHandle),
        },
      };
    }, input.challenge);
    await other.close();
    return response;
  } finally {
    server.close();
  }
}
