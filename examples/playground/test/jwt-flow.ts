import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import type { PlaygroundAuth } from '../server/create-playground-auth.js';
import { openPage, screenshot, signIn, type PageProblems } from './page-kit.js';

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

/** Signs in, finds the session's JWT on the account page, reads its claims, and checks it against the JWKS the app serves. */
export async function runJwtFlow({ browser, origin, problems, auth }: FlowInput): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await openPage(context, origin, problems);

  // The account comes from the server (the browser sign-up is another flow's); the browser signs in.
  await auth.api.signUpEmail({ body: { name: 'Jo Token', email: EMAIL, password: PASSWORD } });
  await signIn(page, { origin, email: EMAIL, password: PASSWORD });

  // The section shows the token, its key listed in the JWKS, and the decoded claims.
  const section = page.getByRole('region', { name: 'JSON Web Token' });
  await section.getByText('listed in the JWKS').waitFor();
  const token = await section.getByTestId('jwt').innerText();
  const claims = claimsOf(token);
  expect(claims).toMatchObject({ email: EMAIL, name: 'Jo Token', emailVerified: false, role: 'user', iss: origin, aud: origin });
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
