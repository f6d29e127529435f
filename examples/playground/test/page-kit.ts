import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Where every run's screenshots go (gitignored); the test prints it. */
export const SCREENSHOT_DIR = process.env.PLAYGROUND_SCREENSHOTS ?? join(import.meta.dirname, '..', '.screenshots');

/** Console errors, uncaught exceptions and refused requests of the playground's own pages. */
export interface PageProblems {
  list: string[];
}

/** Per page, the API paths whose refusal a running step expects (see `expectRefusal`). */
const expectedRefusals = new WeakMap<Page, Map<string, number>>();

function refusalExpected(page: Page, url: string): boolean {
  const { pathname } = new URL(url);
  return (expectedRefusals.get(page)?.get(pathname.replace(/^\/api\/auth/, '')) ?? 0) > 0;
}

/**
 * Opens a page that records problems on the playground's origin (the test
 * identity provider's pages are not ours to judge): a console error, an
 * uncaught exception, an answer of 400 or more that no step expected, a
 * request that leaves loopback.
 */
export async function openPage(context: BrowserContext, origin: string, problems: PageProblems): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('console', (message) => {
    if (message.type() !== 'error' || !page.url().startsWith(origin)) return;
    // Chromium logs every refused fetch; the response handler below judges those.
    const refusedFetch = /the server responded with a status of [45]\d\d/.test(message.text()) && message.location().url.startsWith(origin);
    if (!refusedFetch) problems.list.push(`${page.url()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.list.push(`${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() < 400 || !response.url().startsWith(origin) || refusalExpected(page, response.url())) return;
    const request = response.request();
    problems.list.push(`${page.url()}: ${request.method()} ${response.url()} answered ${response.status()}`);
  });
  page.on('requestfailed', (request) => {
    // Anything not on loopback would mean a page reached out to the internet.
    const { hostname } = new URL(request.url());
    if (hostname !== 'localhost' && hostname !== '127.0.0.1') problems.list.push(`external request: ${request.url()}`);
  });
  return page;
}

/**
 * Runs a step whose point is that the API refuses it (a wrong password, a
 * spent code): while it runs, answers of 400 or more from the given API path
 * (`/sign-in/email`) are expected; any other refused request is still a problem.
 */
export async function expectRefusal(page: Page, path: string, step: () => Promise<void>): Promise<void> {
  const counts = expectedRefusals.get(page) ?? new Map<string, number>();
  expectedRefusals.set(page, counts);
  counts.set(path, (counts.get(path) ?? 0) + 1);
  try {
    await step();
  } finally {
    // The answer's events can trail the page text a step waits for by a moment.
    setTimeout(() => counts.set(path, (counts.get(path) ?? 1) - 1), 1_000);
  }
}

/** Runs a flow; when a step times out, the page's console errors usually say why, so they join the message. */
export async function withProblems(problems: PageProblems, flow: () => Promise<void>): Promise<void> {
  try {
    await flow();
  } catch (error) {
    if (problems.list.length === 0 || !(error instanceof Error)) throw error;
    error.message += `\nProblems on the page:\n${problems.list.join('\n')}`;
    throw error;
  }
}

/** Saves a full-page screenshot as `<dir>/<name>.png`. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Waits for the page's main heading to read `name`: the sign that a page has rendered. */
export async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Fills the sign-in form and submits it with Enter, as a keyboard user would. */
export async function signIn(page: Page, input: { origin: string; email: string; password: string }): Promise<void> {
  await page.goto(`${input.origin}/sign-in`);
  await expectHeading(page, 'Sign in');
  await page.getByLabel('Email', { exact: true }).fill(input.email);
  await page.getByLabel('Password', { exact: true }).fill(input.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expectHeading(page, 'Your account');
}

/** Opens the mailbox and follows the newest mail whose subject matches, by its action button. */
export async function followMail(page: Page, input: { origin: string; subject: RegExp; action: string }): Promise<void> {
  await page.goto(`${input.origin}/mailbox`);
  const mail = page.getByRole('article', { name: input.subject }).first();
  await mail.waitFor();
  await mail.getByRole('link', { name: input.action }).click();
}

/** Ticks the sign-up form's development captcha and waits for its token. */
export async function solveDevCaptcha(page: Page): Promise<void> {
  await page.getByLabel('I am not a robot').check();
  await page.getByText('Captcha solved.', { exact: false }).waitFor();
}

/** A new account through the sign-up page, verified through the mailbox (which signs it in), ending on the account page. */
export async function signUpVerified(page: Page, input: { origin: string; name: string; email: string; password: string }): Promise<void> {
  await page.goto(`${input.origin}/sign-up`);
  await page.getByLabel('Name', { exact: true }).fill(input.name);
  await page.getByLabel('Email', { exact: true }).fill(input.email);
  await page.getByLabel('Password', { exact: true }).fill(input.password);
  await solveDevCaptcha(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectHeading(page, 'Check your email');
  await followMail(page, { origin: input.origin, subject: /Verify your email/, action: 'Verify email' });
  await page.getByRole('link', { name: 'Continue to your account' }).click();
  await expectHeading(page, 'Your account');
}

/**
 * Fails when anything scrolls sideways: the page wider than the window, or a
 * box of the page that scrolls inside (a table in an `overflow: auto` wrapper).
 * The message names the elements that stick out.
 */
export async function expectNoSideScroll(page: Page, state: string): Promise<void> {
  const layout = await page.evaluate(() => {
    const root = document.documentElement;
    const describe = (element: Element): string =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const all = [...document.body.querySelectorAll('*')];
    // A box that sticks out, or one whose text sticks out of it (a long word that does not wrap).
    const outside = all.filter(
      (element) =>
        element.getBoundingClientRect().right > root.clientWidth + 0.5 ||
        (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0 && getComputedStyle(element).overflowX === 'visible'),
    );
    // The innermost ones say why.
    const culprits = outside.filter((element) => !outside.some((other) => other !== element && element.contains(other)));
    const scrollers = all.filter(
      (element) => element.scrollWidth > element.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
    );
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits: culprits.slice(0, 5).map(describe), scrollers: scrollers.map(describe) };
  });
  const width = page.viewportSize()?.width;
  expect(layout.scrollWidth, `${state} at ${width} px is ${layout.scrollWidth} px wide: ${layout.culprits.join(', ')}`).toBeLessThanOrEqual(layout.clientWidth);
  expect(layout.scrollers, `${state} at ${width} px scrolls sideways inside`).toEqual([]);
}

/** Fails when an item of the header wraps onto two lines or leaves the window. */
export async function expectHeaderFits(page: Page, state: string): Promise<void> {
  const items = await page.evaluate(() =>
    [...document.querySelectorAll('.app-header .brand, .app-header .nav > *')].map((element) => ({
      text: element.textContent ?? element.getAttribute('aria-label') ?? '',
      lines: element.getClientRects().length,
      right: element.getBoundingClientRect().right,
      viewport: window.innerWidth,
    })),
  );
  for (const item of items) {
    expect(item.lines, `${state}: "${item.text}" wraps`).toBe(1);
    expect(item.right, `${state}: "${item.text}" leaves the window`).toBeLessThanOrEqual(item.viewport);
  }
}
