import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PlaygroundAuth } from '../server/create-playground-auth.js';
import type { AdminCredentials } from '../server/seed-admin.js';
import { expectHeaderFits, expectHeading, expectNoSideScroll, openPage, screenshot, signIn, type PageProblems } from './page-kit.js';

interface LayoutFlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
  auth: PlaygroundAuth;
  admin: AdminCredentials;
}

/** A small phone, a common one, and a laptop. */
export const WIDTHS = [360, 390, 1280];

/** Every page a visitor can open, with the heading that says it rendered. */
const SIGNED_OUT: [path: string, heading: string | RegExp][] = [
  ['/sign-in', 'Sign in'],
  ['/sign-up', 'Create an account'],
  ['/forgot-password', 'Forgot your password?'],
  ['/reset-password?token=not-a-real-token', 'Choose a new password'],
  ['/verify-email?error=invalid_token', 'We could not verify your email'],
  ['/two-factor', 'Two-factor check'],
  ['/device', 'Sign in a device'],
  ['/accept-invitation?id=not-a-real-id', 'Invitation'],
  ['/hand-over', 'This link did not work'],
  ['/mailbox', 'Development mailbox'],
  ['/no-such-page', 'Page not found'],
  // Signed-in pages send a visitor to sign in, asking the API for nothing of theirs.
  ['/organization', 'Sign in'],
  ['/organization/roles', 'Sign in'],
  ['/admin', 'Sign in'],
  ['/account', 'Sign in'],
  ['/admin/oauth-clients', 'Sign in'],
  ['/oauth/consent', 'Sign in'],
];

const ORGANIZATION = { name: 'Layout Laboratories International', slug: 'layout-laboratories' };
const LONG_INVITEE = 'a.rather.long.address.for.an.invitation@subdomain.example-organization.com';
const MEMBER = { name: 'Wendy Wide', email: 'wendy.with.a.long.address@layout-laboratories.example.com' };

/** The pages of a signed-in admin with an organization, a pending invitation to a long address and a team, each in its states. */
const SIGNED_IN: [path: string, heading: string | RegExp][] = [
  ['/account', 'Your account'],
  ['/organization', ORGANIZATION.name],
  ['/organization/roles', 'Roles'],
  ['/admin', 'Admin'],
  ['/admin/oauth-clients', 'OAuth clients'],
  ['/oauth/consent', 'Allow access'],
  ['/notes', 'Your note'],
  ['/device', 'Sign in a device'],
  ['/mailbox', 'Development mailbox'],
];

/**
 * Every page and state at 360, 390 and 1280 px: nothing scrolls sideways,
 * and the header keeps each of its items, the organization link and switcher
 * included, on one line inside the window.
 */
export async function runLayoutFlow({ browser, origin, problems, auth, admin }: LayoutFlowInput): Promise<void> {
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const visitor = await openPage(visitorContext, origin, problems);
  for (const width of WIDTHS) {
    await visitor.setViewportSize({ width, height: 800 });
    for (const [path, heading] of SIGNED_OUT) {
      await visitor.goto(`${origin}${path}`);
      await expectHeading(visitor, heading);
      await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).waitFor();
      await expectNoSideScroll(visitor, `${path} signed out`);
      await expectHeaderFits(visitor, `${path} signed out`);
    }
    await screenshot(visitor, `layout-${width}-sign-in`);
  }
  await visitorContext.close();

  await auth.api.createUser({ body: { email: MEMBER.email, name: MEMBER.name, password: 'wendy long password' } });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPage(context, origin, problems);
  await signIn(page, { origin, email: admin.email, password: admin.password });
  await setUpOrganization(page, origin);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading] of SIGNED_IN) {
      await page.goto(`${origin}${path}`);
      await expectHeading(page, heading);
      await expectSignedInHeader(page, `${path} at ${width} px`);
      await expectNoSideScroll(page, path);
      // Every select is drawn like the text fields, not in the browser's own style.
      expect(await page.locator('select').evaluateAll((selects) => selects.filter((select) => getComputedStyle(select).appearance !== 'none').length)).toBe(0);
      if (width !== 390) await screenshot(page, `layout-${width}${path.replaceAll('/', '-')}`);
    }
    // The admin page with a user's edit panel, then their sessions, open.
    await page.goto(`${origin}/admin`);
    await page.getByLabel('Search by email').fill('wendy');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByTestId('user-row').count()).toBe(1);
    await page.getByRole('button', { name: `Edit ${MEMBER.email}` }).click();
    await page.getByRole('heading', { name: `Edit ${MEMBER.email}` }).waitFor();
    await expectNoSideScroll(page, '/admin with a user to edit');
    if (width !== 390) await screenshot(page, `layout-${width}-admin-edit`);
    await page.getByRole('button', { name: `Sessions of ${MEMBER.email}` }).click();
    await page.getByRole('heading', { name: `Sessions of ${MEMBER.email}` }).waitFor();
    await expectNoSideScroll(page, '/admin with a user’s sessions');
  }

  // Impersonating: the banner on top, and an account page without API keys.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: `Impersonate ${MEMBER.email}` }).click();
  await expectHeading(page, 'Your account');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('status', { name: 'Impersonation' }).waitFor();
    await expectNoSideScroll(page, '/account while impersonating');
    await expectHeaderFits(page, `/account while impersonating at ${width} px`);
    if (width !== 390) await screenshot(page, `layout-${width}-impersonating`);
  }
  await page.getByRole('status', { name: 'Impersonation' }).getByRole('button', { name: 'Stop impersonating' }).click();
  await expectHeading(page, 'Admin');
  await context.close();
}

/** Signed in, the header holds the organization link and switcher at every width, each item on one line. */
async function expectSignedInHeader(page: Page, state: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Sign out' }).waitFor();
  expect(await nav.getByRole('link', { name: 'Organization', exact: true }).isVisible(), `${state}: the organization link`).toBe(true);
  expect(await nav.getByLabel('Active organization').isVisible(), `${state}: the organization switcher`).toBe(true);
  await expectHeaderFits(page, state);
}

/** An organization with a long name, a team, a custom role and an invitation to a long address. */
async function setUpOrganization(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/organization`);
  await expectHeading(page, 'Organization');
  await page.getByLabel('Organization name').fill(ORGANIZATION.name);
  await page.getByLabel('Slug').fill(ORGANIZATION.slug);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expectHeading(page, ORGANIZATION.name);
  await page.getByLabel('Team name').fill('Responsive layouts and very long team names');
  await page.getByRole('button', { name: 'Create team' }).click();
  await page.getByLabel('Email to invite').fill(LONG_INVITEE);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await page.getByRole('button', { name: `Cancel invitation to ${LONG_INVITEE}` }).waitFor();
  await page.getByRole('link', { name: 'Roles' }).click();
  await expectHeading(page, 'Roles');
  await page.getByLabel('Role name').fill('auditor-with-a-long-role-name');
  await page.getByLabel('ac read').check();
  await page.getByLabel('member update').check();
  await page.getByRole('button', { name: 'Create role' }).click();
  await page.getByRole('button', { name: 'Delete role auditor-with-a-long-role-name' }).waitFor();
}
