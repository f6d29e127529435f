import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectHeading, expectRefusal, followMail, openPage, type PageProblems, screenshot, signIn, signUpVerified } from './page-kit.js';

interface FlowInput {
  browser: Browser;
  origin: string;
  problems: PageProblems;
}

const PASSWORD = 'correct horse battery';
const OWNER = 'olga@example.com';


async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectHeading(page, 'Sign in');
}

/**
 * An owner creates an organization, a team and a role, invites by email; the
 * invitee accepts from the mail; the owner changes their role, adds them to the
 * team and takes them off, removes them, and renames the organization; the
 * invitee joins and leaves a second one, which the owner deletes.
 */
export async function runOrganizationFlow({ browser, origin, problems }: FlowInput): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await openPage(context, origin, problems);
  await signUpVerified(page, { origin, name: 'Olga Owner', email: 'olga@example.com', password: PASSWORD });

  // Create: the new organization becomes active and shows in the header's switcher.
  await page.getByRole('link', { name: 'Organization', exact: true }).click();
  await expectHeading(page, 'Organization');
  await page.getByText('You are in no organization yet', { exact: false }).waitFor();
  await page.getByLabel('Organization name').fill('Acme');
  await page.getByLabel('Slug').fill('acme');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expectHeading(page, 'Acme');
  await expect.poll(() => page.getByLabel('Active organization').inputValue()).not.toBe('');
  const members = page.getByRole('table', { name: 'Members' });
  await members.getByRole('cell', { name: 'olga@example.com', exact: true }).waitFor();

  // A team and an invitation; before each, the empty list says what to do.
  await page.getByText('No teams yet.', { exact: false }).waitFor();
  await page.getByText('No pending invitations.', { exact: false }).waitFor();
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

  // The owner makes the invitee an admin, adds them to the team and takes them off it, then removes them.
  await signIn(page, { origin, email: OWNER, password: PASSWORD });
  await page.goto(`${origin}/organization`);
  // A new session has no active organization yet: the page says so; pick it in the header.
  await expectHeading(page, 'Organization');
  await page.getByText('No organization is active in this session', { exact: false }).waitFor();
  await page.getByLabel('Active organization').selectOption({ label: 'Acme' });
  await expectHeading(page, 'Acme');
  await page.getByLabel('Role of ivan@example.com').selectOption('admin');
  await expect.poll(() => page.getByLabel('Role of ivan@example.com').inputValue()).toBe('admin');
  const core = page.getByRole('listitem', { name: 'Team Core' });
  await core.getByText('No members yet', { exact: false }).waitFor();
  await core.getByLabel('Member to add').selectOption({ label: 'ivan@example.com' });
  await core.getByRole('button', { name: 'Add to team' }).click();
  await core.getByText('Added ivan@example.com to Core.').waitFor();
  await core.getByRole('list', { name: 'Members of Core' }).getByText('ivan@example.com').waitFor();
  await screenshot(page, 'org-04-team-members');
  await core.getByRole('button', { name: 'Remove ivan@example.com from Core' }).click();
  await core.getByText('Removed ivan@example.com from Core.').waitFor();
  await core.getByText('No members yet', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Remove ivan@example.com' }).click();
  await page.getByRole('cell', { name: 'ivan@example.com', exact: true }).waitFor({ state: 'detached' });
  await screenshot(page, 'org-05-members');

  // Rename it and change its slug; starting the next action clears the confirmation.
  const settings = page.getByRole('region', { name: 'Settings' });
  await settings.getByLabel('Name', { exact: true }).fill('Acme Corp');
  await settings.getByLabel('URL slug').fill('acme-corp');
  await settings.getByRole('button', { name: 'Save changes' }).click();
  await settings.getByText('Saved the organization.').waitFor();
  await expectHeading(page, 'Acme Corp');
  await page.getByLabel('Team name').fill('Ops');
  await page.getByRole('button', { name: 'Create team' }).click();
  await page.getByText('Created the team Ops.').waitFor();
  expect(await page.getByText('Saved the organization.').count()).toBe(0);

  // A second organization, which the invitee joins and leaves, and the owner then deletes.
  await page.getByLabel('Organization name').fill('Beta');
  await page.getByLabel('Slug', { exact: true }).fill('beta');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expectHeading(page, 'Beta');
  await page.getByLabel('Email to invite').fill('ivan@example.com');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await page.getByText('Invitation sent to ivan@example.com.').waitFor();
  await signOut(page);
  await signIn(page, { origin, email: 'ivan@example.com', password: PASSWORD });
  await followMail(page, { origin, subject: /You are invited to join Beta/, action: 'Open link' });
  await page.getByRole('button', { name: 'Accept' }).click();
  await expectHeading(page, 'Beta');
  await page.getByRole('button', { name: 'Leave organization' }).click();
  await expectHeading(page, 'Organization');
  await expect.poll(() => page.getByLabel('Active organization').locator('option').allInnerTexts()).toEqual(['No organization']);
  await signOut(page);

  await signIn(page, { origin, email: OWNER, password: PASSWORD });
  await page.goto(`${origin}/organization`);
  await page.getByLabel('Active organization').selectOption({ label: 'Beta' });
  await expectHeading(page, 'Beta');
  const danger = page.getByRole('region', { name: 'Leave or delete' });
  expect(await danger.getByRole('button', { name: 'Delete organization' }).isDisabled()).toBe(true);
  await danger.getByLabel('Type beta to delete the organization').fill('beta');
  await danger.getByRole('button', { name: 'Delete organization' }).click();
  await expectHeading(page, 'Organization');
  await expect.poll(() => page.getByLabel('Active organization').locator('option').allInnerTexts()).toEqual(['No organization', 'Acme Corp']);
  await context.close();
}
