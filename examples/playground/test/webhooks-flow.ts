import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import type { PlaygroundAuth } from '../server/create-playground-auth.js';
import { expectHeading, expectRefusal, openPage, screenshot, signIn, type PageProblems } from './page-kit.js';

interface FlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
  auth: PlaygroundAuth;
}

const EMAIL = 'hook@example.com';
const PASSWORD = 'correct horse battery';

/**
 * A failed and a successful sign-in in the browser, then the Webhook receiver
 * page: both events arrive as signed deliveries, verified by the receiver, and
 * the outbox records them as delivered.
 */
export async function runWebhooksFlow({ browser, origin, problems, auth }: FlowInput): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await openPage(context, origin, problems);
  await auth.api.signUpEmail({ body: { name: 'Hook', email: EMAIL, password: PASSWORD } });

  await page.goto(`${origin}/sign-in`);
  await expectHeading(page, 'Sign in');
  await expectRefusal(page, '/sign-in/email', async () => {
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('not the password at all');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.getByRole('alert').waitFor();
  });
  await signIn(page, { origin, email: EMAIL, password: PASSWORD });

  await page.getByRole('link', { name: 'Webhooks' }).click();
  await expectHeading(page, 'Webhook receiver');
  const rows = page.getByTestId('webhook-delivery');
  const failed = rows.filter({ hasText: 'sign-in.failed' }).first();
  const succeeded = rows.filter({ hasText: 'sign-in.succeeded' }).first();
  await failed.waitFor({ timeout: 15_000 });
  await succeeded.waitFor({ timeout: 15_000 });
  await expect.poll(async () => (await failed.innerText()).includes('Verified')).toBe(true);
  await expect.poll(async () => (await succeeded.innerText()).includes('Verified')).toBe(true);
  // Nothing the receiver got failed verification.
  expect(await rows.filter({ hasText: 'Invalid' }).count()).toBe(0);
  await screenshot(page, 'webhooks-01-receiver');

  // The outbox agrees: those deliveries are marked delivered.
  const { deliveries } = await auth.api.listWebhookDeliveries({ query: { state: 'delivered', limit: 200 } });
  const types = deliveries.map((delivery) => delivery.eventType);
  expect(types).toEqual(expect.arrayContaining(['sign-in.failed', 'sign-in.succeeded']));
  await context.close();
}
