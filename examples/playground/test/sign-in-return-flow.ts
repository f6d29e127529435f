import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import type { PlaygroundAuth } from '../server/create-playground-auth.js';
import { expectHeading, openPage, type PageProblems } from './page-kit.js';

const USER = { name: 'Mallory Target', email: 'callback.target@example.com', password: 'callback target password' };

/**
 * An open-redirect attempt through the sign-in page: a `callbackURL` that is
 * not this origin's authorization endpoint is neither announced nor followed
 * after the sign-in (the visit would also show as a request leaving loopback).
 */
export async function runSignInReturnAttack({ browser, origin, problems, auth }: { browser: Browser; origin: string; problems: PageProblems; auth: PlaygroundAuth }): Promise<void> {
  await auth.api.createUser({ body: { ...USER } });
  const attempts = [
    'https://evil.example/api/auth/oauth2/authorize?client_id=x',
    '//evil.example/api/auth/oauth2/authorize',
    'javascript:alert(document.cookie)',
    `${origin}/api/auth/sign-out`,
    `${origin.replace('localhost', '127.0.0.1')}/api/auth/oauth2/authorize`,
  ];
  for (const callbackURL of attempts) {
    const context = await browser.newContext();
    const page = await openPage(context, origin, problems);
    await page.goto(`${origin}/sign-in?callbackURL=${encodeURIComponent(callbackURL)}`);
    await expectHeading(page, 'Sign in');
    expect(await page.getByText('An app asked to sign you in').count(), callbackURL).toBe(0);
    await page.getByLabel('Email', { exact: true }).fill(USER.email);
    await page.getByLabel('Password', { exact: true }).fill(USER.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expectHeading(page, 'Your account');
    expect(page.url(), callbackURL).toBe(`${origin}/account`);
    await context.close();
  }
}
