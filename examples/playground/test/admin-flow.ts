import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PlaygroundAuth } from '../server/create-playground-auth.js';
import type { AdminCredentials } from '../server/seed-admin.js';
import { expectHeading, expectRefusal, openPage, type PageProblems, screenshot, signIn } from './page-kit.js';

interface AdminFlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
  auth: PlaygroundAuth;
  admin: AdminCredentials;
}

const MEMBER = { name: 'Linus Member', renamed: 'Linus Renamed', email: 'linus@example.com', password: 'linus long password', newPassword: 'linus newer passphrase' };

/** The Admin page as the seeded admin: pages, create, search, role, ban, sessions and impersonation. */
export async function runAdminFlow({ browser, origin, problems, auth, admin }: AdminFlowInput): Promise<void> {
  // Enough users for a second page of the table (five a page).
  for (let n = 1; n <= 6; n++) await auth.api.createUser({ body: { email: `member${n}@example.com`, name: `Member ${n}` } });
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await openPage(context, origin, problems);
  await signIn(page, { origin, email: admin.email, password: admin.password });
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expectHeading(page, 'Admin');
  const rows = page.getByTestId('user-row');
  await expect.poll(() => rows.count()).toBe(5);
  await page.getByText(/^Page 1 of [2-9]$/).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(/^Page 2 of/).waitFor();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByText(/^Page 1 of/).waitFor();
  await screenshot(page, '20-admin-users');

  // Create a member, then find them.
  await page.getByLabel('Name', { exact: true }).fill(MEMBER.name);
  await page.getByLabel('Email', { exact: true }).fill(MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: 'Create user' }).click();
  await page.getByText(`Created ${MEMBER.email}.`).waitFor();
  await search(page, 'linus');
  await expect.poll(() => rows.count()).toBe(1);

  // Edit: a new name; then a new password, whose start clears the "Saved" line.
  await page.getByRole('button', { name: `Edit ${MEMBER.email}` }).click();
  const edit = page.getByRole('region', { name: `Edit ${MEMBER.email}` });
  await edit.getByLabel('Name', { exact: true }).fill(MEMBER.renamed);
  await edit.getByRole('button', { name: 'Save user' }).click();
  await edit.getByText(`Saved ${MEMBER.email}.`).waitFor();
  await rows.getByText(MEMBER.renamed).waitFor();
  await edit.getByLabel('New password').fill(MEMBER.newPassword);
  await edit.getByRole('button', { name: 'Set password' }).click();
  await edit.getByText(`New password set for ${MEMBER.email}`, { exact: false }).waitFor();
  expect(await page.getByText(`Saved ${MEMBER.email}.`).count()).toBe(0);
  await screenshot(page, '20-admin-edit-user');

  // Make them admin and back.
  await page.getByRole('button', { name: `Make admin: ${MEMBER.email}` }).click();
  await page.getByRole('button', { name: `Make user: ${MEMBER.email}` }).click();
  await page.getByRole('button', { name: `Make admin: ${MEMBER.email}` }).waitFor();

  // The member signs in elsewhere; a ban ends that session and refuses the next sign-in.
  const other = await browser.newContext();
  const memberPage = await openPage(other, origin, problems);
  await signIn(memberPage, { origin, email: MEMBER.email, password: MEMBER.newPassword });
  await page.getByRole('button', { name: `Ban ${MEMBER.email}` }).click();
  await rows.getByText('banned', { exact: true }).waitFor();
  await screenshot(page, '21-admin-banned');
  await memberPage.reload();
  await expectHeading(memberPage, 'Sign in');
  await memberPage.getByLabel('Email', { exact: true }).fill(MEMBER.email);
  await memberPage.getByLabel('Password', { exact: true }).fill(MEMBER.newPassword);
  await expectRefusal(memberPage, '/sign-in/email', async () => {
    await memberPage.getByRole('button', { name: 'Sign in' }).click();
    await memberPage.getByRole('alert').getByText('You have been banned from this application').waitFor();
  });
  await page.getByRole('button', { name: `Unban ${MEMBER.email}` }).click();
  await rows.getByText('active', { exact: true }).waitFor();
  await signIn(memberPage, { origin, email: MEMBER.email, password: MEMBER.newPassword });

  // Their sessions, and revoking one signs that device out.
  await page.getByRole('button', { name: `Sessions of ${MEMBER.email}` }).click();
  await page.getByRole('heading', { name: `Sessions of ${MEMBER.email}` }).waitFor();
  const sessions = page.getByTestId('user-session');
  await expect.poll(() => sessions.count()).toBe(1);
  await screenshot(page, '22-admin-sessions');
  await sessions.getByRole('button', { name: /^Revoke / }).click();
  await expect.poll(() => sessions.count()).toBe(0);
  await memberPage.reload();
  await expectHeading(memberPage, 'Sign in');
  await other.close();

  // Impersonate: the account page is theirs, under a banner, until the admin stops.
  await page.getByRole('button', { name: `Impersonate ${MEMBER.email}` }).click();
  await expectHeading(page, 'Your account');
  const banner = page.getByRole('status', { name: 'Impersonation' });
  await banner.getByText(`You are impersonating ${MEMBER.renamed}`).waitFor();
  await page.getByText(`Signed in as ${MEMBER.renamed}`, { exact: false }).waitFor();
  // API keys are refused to an impersonation: none listed (no request made), no form to make one.
  const keys = page.getByRole('region', { name: 'API keys' });
  await keys.getByText('API keys are not available while impersonating', { exact: false }).waitFor();
  expect(await keys.getByRole('button', { name: 'Create key' }).count()).toBe(0);
  await screenshot(page, '23-admin-impersonating');
  await banner.getByRole('button', { name: 'Stop impersonating' }).click();
  await expectHeading(page, 'Admin');
  await expect.poll(() => banner.count()).toBe(0);
  await page.getByRole('link', { name: 'Account' }).click();
  await page.getByText(`(${admin.email})`).waitFor();

  // Remove a user for good, typing their address to confirm; the search then says what to do.
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await search(page, 'member6@');
  await page.getByRole('button', { name: 'Edit member6@example.com' }).click();
  const removal = page.getByRole('region', { name: 'Edit member6@example.com' });
  expect(await removal.getByRole('button', { name: 'Remove user' }).isDisabled()).toBe(true);
  await removal.getByLabel('Type member6@example.com to remove this user').fill('member6@example.com');
  await removal.getByRole('button', { name: 'Remove user' }).click();
  await page.getByText('Removed member6@example.com', { exact: false }).waitFor();
  await page.getByText("No user's email contains that.", { exact: false }).waitFor();
  await screenshot(page, '24-admin-removed');
  await context.close();
}

async function search(page: Page, value: string): Promise<void> {
  await page.getByLabel('Search by email').fill(value);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}
