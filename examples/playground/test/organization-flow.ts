import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectHeading, expectRefusal, followMail, openPage, type PageProblems, screenshot, signUpVerified } from './page-kit.js';

interface FlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
}

const PASSWORD = 'correct horse battery';


async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectHeading(page, 'Sign in');
}

/** An owner creates an organization, a team and a role, invites by email; the invitee accepts from the mail; the owner changes and removes them. */
export async function runOrganizationFlow({ browser, origin, problems }: FlowInput): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await openPage(context, origin, problems);
  await signUpVerified(page, { origin, name: 'Olga Owner', email: 'olga@example.com', password: PASSWORD });

  // Create: the new organization becomes active and shows in the header's switcher.
  await page.getByRole('link', { name: 'Organization', exact: true }).click();
  await expectHeading(page, 'Organization');
  await page.getByLabel('Organization name').fill('Acme');
  await page.getByLabel('Slug').fill('acme');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expectHeading(page, 'Acme');
  await expect.poll(() => page.getByLabel('Active organization').inputValue()).not.toBe('');
  const members = page.getByRole('table', { name: 'Members' });
  await members.getByRole('cell', { name: 'olga@example.com', exact: true }).waitFor();

  // A team and an invitation.
  await page.getByLabel('Team name').fill('Core');
  await page.getByRole('button', { name: 'Create team' }).click();
  await page.getByRole('list', { name: 'Teams' }).getByText('Core').waitFor();
  await page.getByLabel('Email to invite').fill('ivan@example.com');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await page.getByText('Invitation sent to ivan@example.com.').waitFor();
  await page.getByRole('list', { name: 'Pending invitations' }).getByText('ivan@example.com').waitFor();
  await screenshot(page, 'org-01-organization');

  // A custom role on the roles page.
  await page.getByRole('link', { name: 'Roles' }).click();
  await expectHeading(page, 'Roles');
  await page.getByLabel('Role name').fill('auditor');
  await page.getByLabel('ac read').check();
  await page.getByRole('button', { name: 'Create role' }).click();
  await page.getByRole('button', { name: 'Delete role auditor' }).waitFor();
  await screenshot(page, 'org-02-roles');
  await signOut(page);

  // The invitee signs up, opens the invitation from the mailbox and accepts it.
  await signUpVerified(page, { origin, name: 'Ivan Invitee', email: 'ivan@example.com', password: PASSWORD });
  await followMail(page, { origin, subject: /You are invited to join Acme/, action: 'Open link' });
  await expectHeading(page, 'Join Acme');
  await screenshot(page, 'org-03-invitation');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expectHeading(page, 'Acme');
  await page.getByRole('table', { name: 'Members' }).getByRole('cell', { name: 'ivan@example.com', exact: true }).waitFor();
  // A member may not change roles: the server refuses and the page says so.
  await expectRefusal(page, '/organization/update-member-role', async () => {
    await page.getByLabel('Role of ivan@example.com').selectOption('admin');
    await page.getByText('You are not allowed to update this member').waitFor();
  });
  await signOut(page);

  // The owner makes the invitee an admin, then removes them.
  await page.getByLabel('Email', { exact: true }).fill('olga@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expectHeading(page, 'Your account');
  await page.goto(`${origin}/organization`);
  // A new session has no active organization yet: pick it in the header.
  await expectHeading(page, 'Organization');
  await page.getByLabel('Active organization').selectOption({ label: 'Acme' });
  await expectHeading(page, 'Acme');
  await page.getByLabel('Role of ivan@example.com').selectOption('admin');
  await expect.poll(() => page.getByLabel('Role of ivan@example.com').inputValue()).toBe('admin');
  await page.getByRole('button', { name: 'Remove ivan@example.com' }).click();
  await page.getByRole('cell', { name: 'ivan@example.com', exact: true }).waitFor({ state: 'detached' });
  await screenshot(page, 'org-04-members');
  await context.close();
}
