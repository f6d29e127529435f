import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** The Debian package's binary; nothing is downloaded. */
export const CHROMIUM_PATH = process.env.PLAYGROUND_CHROMIUM ?? '/usr/bin/chromium';

export const chromiumAvailable = existsSync(CHROMIUM_PATH);
const required = process.env.CI === 'true';

if (!chromiumAvailable && !required) {
  console.warn(
    `[latchkey] skipping browser tests: ${CHROMIUM_PATH} not found (apt-get install -y --no-install-recommends chromium; CI=true makes them required)`,
  );
}

/** Skip only outside CI: in CI a missing Chromium is a failure, not a pass. */
export const skipBrowserTests = !chromiumAvailable && !required;

/**
 * Headless Chromium that talks to loopback only: no background networking,
 * component updates, sync or first-run pages.
 */
export async function launchChromium(): Promise<Browser> {
  if (!chromiumAvailable) throw new Error(`Browser tests need Chromium at ${CHROMIUM_PATH} (CI=true): apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
