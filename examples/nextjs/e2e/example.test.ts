import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The README's two commands, run as written in the example's folder, then the app
// they start, driven in headless Chromium: sign-up, verification through the dev
// mailbox, sign-in, the server and client views of the session, organizations,
// sign-out, and the proxy's redirect of a signed-out visitor.

const example = new URL('..', import.meta.url).pathname;
const CHROMIUM = process.env.PLAYGROUND_CHROMIUM ?? '/usr/bin/chromium';

/** The lines of the README's first shell block under "## Run it". */
function readmeCommands(): string[] {
  const readme = readFileSync(join(example, 'README.md'), 'utf8');
  const section = readme.split('## Run it')[1] ?? '';
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block.split('\n').map((line) => line.trim()).filter(Boolean);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 840_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}:\n${output()}`);
    const ok = await fetch(url).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer:\n${output()}`);
}

describe('the Next.js example, started with the README commands', () => {
  const dir = mkdtempSync(join(tmpdir(), 'latchkey-nextjs-'));
  const email = `ada-${Date.now()}@example.com`;
  const password = 'correct horse battery staple';
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let base = '';
  let output = '';

  beforeAll(async () => {
    const commands = readmeCommands();
    expect(commands).toEqual(['npm install', 'npm start']);
    const [install, start] = commands as [string, string];
    const port = await freePort();
    base = `http://localhost:${port}`;
    // A database and outbox of this run's own; the rest is what the README's commands do.
    const env = { ...process.env, PORT: String(port), DATABASE_URL: `sqlite:${join(dir, 'example.db')}`, EXAMPLE_OUTBOX: join(dir, 'outbox.jsonl') };
    const installed = spawnSync(install, { cwd: example, env, shell: true, encoding: 'utf8' });
    expect(installed.status, installed.stderr).toBe(0);
    server = spawn(start, { cwd: example, env, shell: true, detached: true });
    server.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    await waitUntilUp(`${base}/api/auth/ok`, server, () => output);
    if (!existsSync(CHROMIUM)) throw new Error(`The browser run needs Chromium at ${CHROMIUM}: apt-get install -y chromium`);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    // npm, the start script and `next start` form one process group.
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a signed-out visitor of the dashboard to sign-in', async () => {
    await page.goto(`${base}/dashboard`);
    await page.waitForURL(`${base}/sign-in`);
    await expect(page.getByRole('heading', { name: 'Sign in' }).isVisible()).resolves.toBe(true);
  });

  it('signs up through a server action and refuses sign-in until the address is verified', async () => {
    await page.goto(`${base}/sign-up`);
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('status').filter({ hasText: 'Check the mailbox' }).waitFor();

    await page.goto(`${base}/sign-in`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Email not verified' }).waitFor();
  });

  it('verifies the address through the dev mailbox', async () => {
    await page.goto(`${base}/mailbox`);
    // The refused sign-in sent a second mail; the newest, listed first, holds the live link.
    await page.getByRole('listitem').filter({ hasText: email }).getByRole('link', { name: 'Open the link' }).first().click();
    await page.waitForURL(`${base}/sign-in?verified=1`);
    await page.getByRole('status').filter({ hasText: 'Your email is verified' }).waitFor();
  });

  it('signs in through a server action whose cookie reaches the browser', async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${base}/dashboard`);
    expect(await page.getByTestId('server-email').textContent()).toBe(email);
    await expect(page.getByTestId('client-email').textContent()).resolves.toBe(email);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'latchkey.session_token')?.httpOnly).toBe(true);
  });

  it('creates an organization and switches to it', async () => {
    await page.getByLabel('New organization').fill('Acme Rockets');
    await page.getByRole('button', { name: 'Create' }).click();
    const select = page.getByLabel('Active organization');
    await select.locator('option', { hasText: 'Acme Rockets' }).waitFor({ state: 'attached' });
    await select.selectOption({ label: 'Acme Rockets' });
    await page.getByTestId('active-organization').filter({ hasText: 'Working in Acme Rockets' }).waitFor();
    await page.reload();
    await page.getByTestId('active-organization').filter({ hasText: 'Working in Acme Rockets' }).waitFor();
  });

  it('signs out, after which the dashboard sends the visitor to sign-in again', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${base}/sign-in`);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'latchkey.session_token')).toBe(false);
    await page.goto(`${base}/dashboard`);
    await page.waitForURL(`${base}/sign-in`);
  });
});
