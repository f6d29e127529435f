import type { Page } from 'playwright-core';
import { expectHeaderFits, expectNoSideScroll, screenshot } from './page-kit.js';

/** The widths of the layout test: a small phone, a common one, and a laptop. */
const WIDTHS = [360, 390, 1280];

/**
 * Checks the page as it is at each width: nothing scrolls sideways, and on the
 * playground's pages every header item stays on one line. Ends at 1280 px.
 *
 * @example
 * await expectLayoutAtEveryWidth(page, { state: 'consent page', header: true });
 */
export async function expectLayoutAtEveryWidth(page: Page, input: { state: string; header: boolean }): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSideScroll(page, input.state);
    if (input.header) await expectHeaderFits(page, input.state);
    await screenshot(page, `oidc-${input.state.replace(/\W+/g, '-')}-${width}`);
  }
}
