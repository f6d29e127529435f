import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { expectHeading, expectRefusal, openPage, type PageProblems, screenshot, signUpVerified } from './page-kit.js';

interface FlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
}

const EMAIL = 'dev@example.com';
const GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

/** What a device does over HTTP: no browser, no cookies. */
async function post(origin: string, path: string, body: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${origin}/api/auth${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A device asks for a code; a signed-in person approves one on /device (followed link) and denies another (typed code). */
export async function runDeviceFlow({ browser, origin, problems }: FlowInput): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await openPage(context, origin, problems);

  const first = (await post(origin, '/device/code', { client_id: 'playground-cli', scope: 'profile' })).body;
  expect(first.verification_uri).toBe(`${origin}/device`);

  // Signed out, the page asks to sign in first.
  await page.goto(first.verification_uri_complete as string);
  await expectHeading(page, 'Sign in a device');
  await page.getByRole('region', { name: 'Sign in a device' }).getByRole('link', { name: 'Sign in' }).waitFor();

  await signUpVerified(page, { origin, name: 'Dee Device', email: EMAIL, password: 'correct horse battery' });

  // Following the device's link: the code, the client and the scope, then approve.
  await page.goto(first.verification_uri_complete as string);
  await expect.poll(() => page.getByTestId('device-client').innerText()).toBe('playground-cli');
  expect(await page.getByTestId('device-user-code').innerText()).toBe(first.user_code);
  expect(await page.getByTestId('device-scope').innerText()).toBe('profile');
  await screenshot(page, 'device-01-approve');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expectHeading(page, 'Device approved');

  const token = await post(origin, '/device/token', { grant_type: GRANT, device_code: first.device_code as string, client_id: 'playground-cli' });
  expect(token.body).toMatchObject({ token_type: 'Bearer', scope: 'profile' });
  const session = await fetch(`${origin}/api/auth/get-session`, { headers: { authorization: `Bearer ${token.body.access_token as string}` } });
  expect(((await session.json()) as { user: { email: string } }).user.email).toBe(EMAIL);

  // Typing a code (lower case, no dash), then denying.
  const second = (await post(origin, '/device/code', { client_id: 'playground-cli' })).body;
  await page.goto(`${origin}/device`);
  await page.getByLabel('Code').fill((second.user_code as string).replace('-', '').toLowerCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => page.getByTestId('device-user-code').innerText()).toBe(second.user_code);
  await page.getByRole('button', { name: 'Deny' }).click();
  await expectHeading(page, 'Device denied');
  const denied = await post(origin, '/device/token', { grant_type: GRANT, device_code: second.device_code as string, client_id: 'playground-cli' });
  expect(denied.body.error).toBe('access_denied');

  // A wrong code is refused on the page.
  await expectRefusal(page, '/device', async () => {
    await page.goto(`${origin}/device?user_code=BCDF-GHJK`);
    await page.getByText('Invalid user code').waitFor();
  });
  await context.close();
}
