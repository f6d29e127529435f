// The browser checks of a full-stack framework example: the pages and their labels
// are the same in each, so one flow drives them all.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, skipBrowserTests } from '../../../examples/playground/test/browser.js';
import { freePort, readmeCommands, spawnExample, type SpawnedExample } from './spawned-example.js';

const ADA = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'correct horse battery' };

/**
 * Starts `example` with its README's start command (which builds it) and, in
 * headless Chromium: the protected page sends a visitor to sign in; sign up lands
 * on it; sign out; sign in again comes back to it; a wrong password shows the
 * error; and a form post from another site is refused.
 *
 * @example
 * runFrameworkBrowserFlow('the React Router example', 'examples/react-router');
 */
export function runFrameworkBrowserFlow(title: string, example: string): void {
  it(`${example} documents the two commands`, () => {
    expect(readmeCommands(example)).toEqual({ install: 'npm install', start: `npm start -w ${example}` });
  });

  describe.skipIf(skipBrowserTests)(title, () => {
    let running: SpawnedExample;
    let close = async (): Promise<void> => {};
    let page: Page;
    /** Where the sign-in form posted to, seen in the browser: the target a forged form would use. */
    let signInTarget = '';

    beforeAll(async () => {
      const port = await freePort();
      running = await spawnExample({
        example,
        port,
        timeoutMs: 180_000,
        env: {
          HOST: '127.0.0.1',
          LATCHKEY_URL: `http://127.0.0.1:${port}`,
          LATCHKEY_SECRET: 'example-test-secret-0123456789abcdef',
          DATABASE_URL: 'sqlite::memory:',
        },
      });
      close = () => running.close();
      const browser = await launchChromium();
      close = async () => {
        await browser.close();
        await running.close();
      };
      page = await browser.newPage({ baseURL: running.baseURL });
    }, 200_000);
    afterAll(() => close());

    const submit = async (fields: Record<string, string>, button: string): Promise<void> => {
      for (const [name, value] of Object.entries(fields)) await page.fill(`input[name="${name}"]`, value);
      await page.click(`button:has-text("${button}")`);
    };

    it('sends a signed-out visitor from the protected page to sign in', async () => {
      await page.goto('/dashboard');
      await page.waitForURL(/\/sign-in\?next=%2Fdashboard$/);
    });

    it('signs up and lands on the protected page', async () => {
      await page.goto('/sign-up');
      await submit(ADA, 'Create account');
      await page.waitForURL(/\/dashboard$/);
      expect(await page.textContent('[data-testid="welcome"]')).toContain('Ada Lovelace (ada@example.com)');
      expect(await page.textContent('[data-testid="signed-in-as"]')).toBe('ada@example.com');
    });

    it('reads the same session through the HTTP API', async () => {
      const answer = await page.request.get('/api/auth/get-session');
      expect(((await answer.json()) as { user: { email: string } }).user.email).toBe('ada@example.com');
    });

    it('signs out', async () => {
      await page.click('button:has-text("Sign out")');
      await page.waitForSelector('a:has-text("Sign in")');
      await page.goto('/dashboard');
      await page.waitForURL(/\/sign-in/);
    });

    it('shows the error of a wrong password', async () => {
      await submit({ email: ADA.email, password: 'not the password' }, 'Sign in');
      expect(await page.textContent('[role="alert"]')).toMatch(/invalid email or password/i);
    });

    it('signs in and returns to the page that asked for it', async () => {
      await page.goto('/sign-in?next=%2Fdashboard');
      const posted = page.waitForRequest((request) => request.method() === 'POST');
      await submit({ email: ADA.email, password: ADA.password }, 'Sign in');
      signInTarget = (await posted).url();
      await page.waitForURL(/\/dashboard$/);
      expect(await page.textContent('[data-testid="welcome"]')).toContain('Ada Lovelace');
    });

    it('refuses a sign-in form posted from another site', async () => {
      const body = new FormData();
      body.set('email', ADA.email);
      body.set('password', ADA.password);
      const forged = await fetch(signInTarget, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        body,
        redirect: 'manual',
      });
      // The framework's own check of the Origin (React Router's, TanStack Start's CSRF middleware).
      expect(forged.status).toBeGreaterThanOrEqual(400);
      expect(forged.status).toBeLessThan(500);
      expect(forged.headers.getSetCookie()).toEqual([]);
    });
  });
}
