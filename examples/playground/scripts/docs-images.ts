// Regenerates docs/images/playground-sign-in.png and playground-account.png:
// npm run docs:images -w examples/playground
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPlayground } from '../server/start-playground.js';
import { launchChromium } from '../test/browser.js';
import { expectHeading, followMail, openPage } from '../test/page-kit.js';

const images = join(import.meta.dirname, '../../../docs/images');
const dataDir = await mkdtemp(join(tmpdir(), 'latchkey-playground-docs-'));
// Placeholder credentials: they only make the GitHub button appear; nothing is ever sent to GitHub.
const playground = await startPlayground({ port: 0, dataDir, log: false, env: { GITHUB_CLIENT_ID: 'docs', GITHUB_CLIENT_SECRET: 'docs' } });
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 960, height: 720 } });
  const page = await openPage(context, playground.url, { list: [] });
  await page.goto(`${playground.url}/sign-up`);
  await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectHeading(page, 'Check your email');
  await followMail(page, { origin: playground.url, subject: /Verify your email/, action: 'Verify email' });
  await page.getByRole('link', { name: 'Continue to your account' }).click();
  await page.getByText('Email and password').waitFor();
  await page.screenshot({ path: join(images, 'playground-account.png') });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectHeading(page, 'Sign in');
  await page.getByRole('button', { name: 'Continue with GitHub' }).waitFor();
  await page.screenshot({ path: join(images, 'playground-sign-in.png') });
  console.log(`[playground] wrote playground-sign-in.png and playground-account.png to ${images}`);
} finally {
  await browser.close();
  await playground.close();
  await rm(dataDir, { recursive: true, force: true });
}
