import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { PlaygroundEnv } from '../server/read-settings.js';
import { startPlayground, type Playground } from '../server/start-playground.js';
import { launchChromium } from './browser.js';
import { SCREENSHOT_DIR, type PageProblems } from './page-kit.js';

/** A service the playground is configured with, started first because it must know the playground's port. */
export interface BesideService {
  /** Added to the playground's environment. */
  env: PlaygroundEnv;
  close(): Promise<void>;
}

export interface PlaygroundInBrowserOptions {
  /** Names the temporary directory that holds the fresh SQLite file. */
  name: string;
  secret: string;
  beside?: (port: number) => Promise<BesideService>;
}

/** What a test reads once `beforeAll` has run. */
export interface PlaygroundInBrowser {
  readonly browser: Browser;
  readonly playground: Playground;
  /** Emptied before each test: each flow answers for its own pages. */
  readonly problems: PageProblems;
}

/**
 * Registers the hooks every browser test file shares: Chromium, then the
 * playground on a free port with a fresh SQLite file, `problems` emptied before
 * each test, and everything stopped after the file. Each flow opens its own
 * browser context. Call it inside the `describe`; hooks the file adds later
 * run after these at start and before them at the end.
 *
 * @example
 * const app = usePlaygroundInBrowser({ name: 'security', secret: 'playground-security-test-secret-0123456789abcdef' });
 * it('signs in', () => runSocialFlow({ browser: app.browser, origin: app.playground.url, problems: app.problems }));
 */
export function usePlaygroundInBrowser(options: PlaygroundInBrowserOptions): PlaygroundInBrowser {
  let browser: Browser | undefined;
  let playground: Playground | undefined;
  let beside: BesideService | undefined;
  let dataDir: string | undefined;
  const problems: PageProblems = { list: [] };

  beforeAll(async () => {
    // First, so that a missing Chromium fails before anything else has started.
    browser = await launchChromium();
    dataDir = await mkdtemp(join(tmpdir(), `latchkey-playground-${options.name}-`));
    const port = options.beside ? await freePort() : 0;
    beside = await options.beside?.(port);
    const env = { LATCHKEY_SECRET: options.secret, ...beside?.env };
    playground = await startPlayground({ port, dataDir, log: false, env });
    console.info(`[playground] screenshots in ${SCREENSHOT_DIR}`);
  }, 120_000);

  beforeEach(() => {
    problems.list = [];
  });

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
    await beside?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  return {
    get browser() {
      return started(browser);
    },
    get playground() {
      return started(playground);
    },
    problems,
  };
}

function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The playground and its browser start in beforeAll; read them inside a test.');
  return value;
}

/** A free loopback port, so a service started first can know the playground's URLs in advance. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
