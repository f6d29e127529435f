import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, screenshot, signUpVerified, type PageProblems } from './page-kit.js';

interface FlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
}

const EMAIL = 'kai@example.com';
const PASSWORD = 'correct horse battery';

/** A script's call with nothing but the key. */
const callWithKey = (origin: string, key: string, path: string, body?: unknown): Promise<Response> =>
  fetch(`${origin}/api/auth${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Creates a key on the account page, sees it once, uses it from a script, renames, disables and enables it, and deletes it. */
export async function runApiKeyFlow({ browser, origin, problems }: FlowInput): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await openPage(context, origin, problems);

  await signUpVerified(page, { origin, name: 'Kai Keys', email: EMAIL, password: PASSWORD });

  // Before any key, the list says what to do.
  const section = page.getByRole('region', { name: 'API keys' });
  await section.getByText('No keys yet.', { exact: false }).waitFor();

  // Create: the key is shown once, with its prefix; the list shows only its first characters.
  await section.getByLabel('Key name').fill('Deploy script');
  await section.getByRole('button', { name: 'Create key' }).click();
  const key = await section.getByTestId('new-api-key').innerText();
  expect(key).toMatch(/^pg_[A-Za-z0-9]{64}$/);
  await section.getByTestId('api-key').filter({ hasText: 'Deploy script' }).waitFor();
  await expect(section.getByTestId('api-key').innerText()).resolves.not.toContain(key);
  await screenshot(page, 'api-key-01-created');
  await section.getByRole('button', { name: 'Done' }).click();
  expect(await section.getByTestId('new-api-key').count()).toBe(0);

  // A script signs in with the key alone, but cannot make more keys with it.
  const session = (await (await callWithKey(origin, key, '/get-session')).json()) as { user: { email: string } };
  expect(session.user.email).toBe(EMAIL);
  const refused = await callWithKey(origin, key, '/api-key/create', { name: 'child' });
  expect(refused.status).toBe(403);

  // Rename, then disable: the key stops working until it is enabled again.
  await section.getByRole('button', { name: 'Rename key Deploy script' }).click();
  await section.getByLabel('New name').fill('Deploy bot');
  await section.getByRole('button', { name: 'Save' }).click();
  await section.getByText('Renamed the key to Deploy bot.').waitFor();
  await section.getByTestId('api-key').filter({ hasText: 'Deploy bot' }).waitFor();
  await section.getByRole('button', { name: 'Disable key Deploy bot' }).click();
  await section.getByText('Disabled Deploy bot', { exact: false }).waitFor();
  // The rename's confirmation went when the next action started.
  expect(await section.getByText('Renamed the key to Deploy bot.').count()).toBe(0);
  await section.getByTestId('api-key').getByText('disabled', { exact: true }).waitFor();
  await screenshot(page, 'api-key-02-disabled');
  expect((await callWithKey(origin, key, '/get-session')).status).toBe(401);
  await section.getByRole('button', { name: 'Enable key Deploy bot' }).click();
  await section.getByText('Enabled Deploy bot.').waitFor();
  expect((await callWithKey(origin, key, '/get-session')).status).toBe(200);

  // Delete: the key is gone from the list and stops working.
  await section.getByRole('button', { name: 'Delete key Deploy bot' }).click();
  await section.getByText('The key is deleted').waitFor();
  expect(await section.getByTestId('api-key').count()).toBe(0);
  await section.getByText('No keys yet.', { exact: false }).waitFor();
  expect((await callWithKey(origin, key, '/get-session')).status).toBe(401);
  await context.close();
}
