import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import type { PlaygroundAuth } from '../server/create-playground-auth.js';
import { expectHeading, followMail, openPage, screenshot, solveDevCaptcha, type PageProblems } from './page-kit.js';

interface FlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
  auth: PlaygroundAuth;
}

const EMAIL = 'jo@example.com';
const PASSWORD = 'correct horse battery';

const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** Signs up, finds the session's JWT on the account page, reads its claims, and checks it against the JWKS the app serves. */
export async function runJwtFlow({ browser, origin, problems, auth }: FlowInput): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await openPage(context, origin, problems);

  await page.goto(`${origin}/sign-up`);
  await page.getByLabel('Name', { exact: true }).fill('Jo Token');
  await page.getByLabel('Email', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await solveDevCaptcha(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectHeading(page, 'Check your email');
  await followMail(page, { origin, subject: /Verify your email/, action: 'Verify email' });
  await page.getByRole('link', { name: 'Continue to your account' }).click();
  await expectHeading(page, 'Your account');

  // The section shows the token, its key listed in the JWKS, and the decoded claims.
  const section = page.getByRole('region', { name: 'JSON Web Token' });
  await section.getByText('listed in the JWKS').waitFor();
  const token = await section.getByTestId('jwt').innerText();
  const claims = claimsOf(token);
  expect(claims).toMatchObject({ email: EMAIL, name: 'Jo Token', emailVerified: true, role: 'user', iss: origin, aud: origin });
  expect(JSON.parse(await section.getByTestId('jwt-claims').innerText())).toEqual(claims);
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'jwt-01-account');

  // The server verifies it against its own keys; the public key set is served over HTTP.
  expect(await auth.api.verifyJWT({ body: { token } })).toMatchObject({ ok: true, payload: { sub: claims.sub } });
  const jwks = (await (await fetch(`${origin}/api/auth/jwks`)).json()) as { keys: { kid: string; use: string }[] };
  const kid = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).kid as string;
  expect(jwks.keys.find((key) => key.kid === kid)).toMatchObject({ use: 'sig' });

  // A new token: another jti, same subject.
  await section.getByRole('button', { name: 'Get a new token' }).click();
  await expect.poll(async () => claimsOf(await section.getByTestId('jwt').innerText()).jti).not.toBe(claims.jti);
  expect(claimsOf(await section.getByTestId('jwt').innerText()).sub).toBe(claims.sub);
  await context.close();
}
