import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PlaygroundAuth } from '../server/create-playground-auth.js';
import type { AdminCredentials } from '../server/seed-admin.js';
import { expectLayoutAtEveryWidth } from './oidc-layout.js';
import { expectHeading, expectRefusal, openPage, signIn, type PageProblems } from './page-kit.js';

interface OAuthClientsFlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
  auth: PlaygroundAuth;
  admin: AdminCredentials;
}

const CLIENT = {
  name: 'Layout Laboratories International Customer Portal',
  redirectUri: 'https://customer-portal.layout-laboratories-international.example.com/authentication/openid-connect/callback',
  movedUri: 'https://portal.example.com/callback',
};
const MEMBER = { name: 'Nora Member', email: 'nora.not.admin@example.com', password: 'nora member password' };

/** What the token endpoint's sibling, introspection, answers a client authenticating with this secret: 200, or 401 for a wrong one. */
async function introspectAs(origin: string, client: { clientId: string; secret: string }): Promise<number> {
  const response = await fetch(`${origin}/api/auth/oauth2/introspect`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa(`${client.clientId}:${client.secret}`)}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: 'not-a-token' }),
  });
  await response.body?.cancel();
  return response.status;
}

async function shownSecret(page: Page): Promise<{ clientId: string; secret: string }> {
  const notice = page.getByTestId('new-client-secret');
  const secret = (await notice.getByTestId('client-secret').textContent()) ?? '';
  const clientId = (await notice.locator('code').first().textContent()) ?? '';
  return { clientId, secret };
}

/**
 * The admin's OAuth clients page: the second app is listed; a client is
 * registered and its secret shown once (and it authenticates); its redirect
 * URIs change, an unsafe one is refused; its secret is rotated (the old one
 * stops working); it is deleted. A non-admin sees no page, and the server
 * refuses their calls.
 */
export async function runOAuthClientsFlow({ browser, origin, problems, auth, admin }: OAuthClientsFlowInput): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPage(context, origin, problems);
  await signIn(page, { origin, email: admin.email, password: admin.password });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('link', { name: 'OAuth clients' }).click();
  await expectHeading(page, 'OAuth clients');
  const list = page.getByRole('region', { name: 'Clients' });
  await list.getByTestId('oauth-client').filter({ hasText: 'Second App' }).waitFor();

  const form = page.getByRole('region', { name: 'Register a client' });
  await form.getByLabel('Name').fill(CLIENT.name);
  await form.getByLabel('Redirect URIs', { exact: true }).fill(CLIENT.redirectUri);
  await form.getByRole('button', { name: 'Register client' }).click();
  await page.getByTestId('new-client-secret').getByText('shown only this once').waitFor();
  const created = await shownSecret(page);
  expect(created.secret).toMatch(/^[A-Za-z0-9_-]{48}$/);
  expect(await introspectAs(origin, created)).toBe(200);
  const row = list.getByTestId('oauth-client').filter({ hasText: CLIENT.name });
  await row.getByText(CLIENT.redirectUri).waitFor();
  await expectLayoutAtEveryWidth(page, { state: 'oauth clients with a new secret', header: true });

  // Once: gone after Done, and nowhere after a reload.
  await page.getByRole('button', { name: 'Done' }).click();
  expect(await page.getByTestId('new-client-secret').count()).toBe(0);
  await page.reload();
  await row.waitFor();
  expect(await page.content()).not.toContain(created.secret);

  await row.getByRole('button', { name: `Edit redirect URIs of ${CLIENT.name}` }).click();
  const editor = row.getByRole('form', { name: `Redirect URIs of ${CLIENT.name}` });
  await expectLayoutAtEveryWidth(page, { state: 'oauth client editing', header: true });
  await editor.getByLabel('Redirect URIs').fill('http://portal.example.com/callback');
  await expectRefusal(page, '/oauth2/update-client', async () => {
    await editor.getByRole('button', { name: 'Save' }).click();
    await list.getByRole('alert').waitFor();
  });
  await row.getByRole('button', { name: `Edit redirect URIs of ${CLIENT.name}` }).click();
  await editor.getByLabel('Redirect URIs').fill(CLIENT.movedUri);
  await editor.getByRole('button', { name: 'Save' }).click();
  await list.getByText(`Saved the redirect URIs of ${CLIENT.name}.`).waitFor();
  await row.getByText(CLIENT.movedUri).waitFor();
  expect(await row.getByText(CLIENT.redirectUri).count()).toBe(0);

  // A new secret: shown once, and the old one stops working at once.
  await row.getByRole('button', { name: `Rotate secret of ${CLIENT.name}` }).click();
  await page.getByTestId('new-client-secret').getByText('shown only this once').waitFor();
  const rotated = await shownSecret(page);
  expect(rotated.clientId).toBe(created.clientId);
  expect(rotated.secret).not.toBe(created.secret);
  expect(await introspectAs(origin, rotated)).toBe(200);
  expect(await introspectAs(origin, created)).toBe(401);
  await page.getByRole('button', { name: 'Done' }).click();

  await row.getByRole('button', { name: `Delete ${CLIENT.name}` }).click();
  await row.getByRole('button', { name: 'Delete for good' }).click();
  await list.getByText(`Deleted ${CLIENT.name}, with its tokens and consents.`).waitFor();
  expect(await list.getByTestId('oauth-client').filter({ hasText: CLIENT.name }).count()).toBe(0);
  expect(await introspectAs(origin, rotated)).toBe(401);
  await context.close();

  await runNonAdmin({ browser, origin, problems, auth });
}

/** A signed-in user who is not an admin: the page says so and asks nothing; the server refuses the calls made by hand. */
async function runNonAdmin({ browser, origin, problems, auth }: Omit<OAuthClientsFlowInput, 'admin'>): Promise<void> {
  await auth.api.createUser({ body: { ...MEMBER } });
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await openPage(context, origin, problems);
  await signIn(page, { origin, email: MEMBER.email, password: MEMBER.password });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/oauth2/')) asked.push(request.url());
  });
  await page.goto(`${origin}/admin/oauth-clients`);
  await page.getByText('Only administrators can open this page.').waitFor();
  expect(asked).toEqual([]);

  const call = (path: string, init: { method: string; body?: string }) =>
    page.evaluate(async ({ url, init }) => {
      const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json' } });
      return { status: response.status, body: (await response.json()) as { code?: string } };
    }, { url: `${origin}/api/auth${path}`, init });
  await expectRefusal(page, '/oauth2/list-clients', async () => {
    expect(await call('/oauth2/list-clients', { method: 'GET' })).toMatchObject({ status: 403, body: { code: 'NOT_ALLOWED_TO_MANAGE_OAUTH_CLIENTS' } });
  });
  await expectRefusal(page, '/oauth2/create-client', async () => {
    const body = JSON.stringify({ name: 'Sneaky', redirectUris: ['https://attacker.example.com/callback'], firstParty: true });
    expect(await call('/oauth2/create-client', { method: 'POST', body })).toMatchObject({ status: 403, body: { code: 'NOT_ALLOWED_TO_MANAGE_OAUTH_CLIENTS' } });
  });
  const { clients } = await auth.api.listOAuthClients({});
  expect(clients.some((client) => client.name === 'Sneaky')).toBe(false);
  await context.close();
}
