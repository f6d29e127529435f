// Permissions and role names typed by the app's access statements, on the server and in every client form.
import { admin } from '@latchkey/admin';
import { adminClient } from '@latchkey/admin/client';
import { createAuthClient } from '@latchkey/client';
import { defaultOrganizationRoles, organization } from '@latchkey/organization';
import { organizationClient } from '@latchkey/organization/client';
import { organizationRoles, platformRoles, type auth } from './permissions-server.js';

declare const server: typeof auth;
const headers = new Headers();

export async function onTheServer(): Promise<void> {
  await server.api.hasPermission({ headers, body: { permissions: { project: ['archive'], member: ['create'] } } });
  // @ts-expect-error an unknown resource (a typo)
  await server.api.hasPermission({ headers, body: { permissions: { projet: ['create'] } } });
  // @ts-expect-error an action the statement does not declare
  await server.api.hasPermission({ headers, body: { permissions: { project: ['delete'] } } });

  await server.api.createOrgRole({ headers, body: { role: 'auditor', permission: { project: ['create'], ac: ['read'] } } });
  // @ts-expect-error a dynamic role over an unknown resource
  await server.api.createOrgRole({ headers, body: { role: 'auditor', permission: { projects: ['create'] } } });
  await server.api.updateOrgRole({ headers, body: { roleName: 'auditor', data: { permission: { team: ['update'] } } } });
  // @ts-expect-error a dynamic role with an unknown action
  await server.api.updateOrgRole({ headers, body: { roleName: 'auditor', data: { permission: { team: ['rename'] } } } });

  await server.api.userHasPermission({ body: { role: 'support', permissions: { invoice: ['refund'], user: ['ban'] } } });
  // @ts-expect-error a role the app does not configure
  await server.api.userHasPermission({ body: { role: 'suport', permissions: { invoice: ['read'] } } });
  // @ts-expect-error an unknown resource
  await server.api.userHasPermission({ body: { role: 'support', permissions: { invoices: ['read'] } } });
  await server.api.setRole({ headers, body: { userId: 'u1', role: ['support', 'user'] } });
  // @ts-expect-error a role the app does not configure
  await server.api.setRole({ headers, body: { userId: 'u1', role: 'superuser' } });
  await server.api.createUser({ body: { email: 'ada@example.com', name: 'Ada', role: 'support' } });
  // @ts-expect-error a role the app does not configure
  await server.api.createUser({ body: { email: 'ada@example.com', name: 'Ada', role: 'root' } });
}

export function options(): void {
  // @ts-expect-error a creator role `roles` does not declare
  organization({ creatorRole: 'ownr' });
  // @ts-expect-error a default role `roles` does not declare
  admin({ defaultRole: 'guest' });
  organization({ roles: { ...defaultOrganizationRoles }, creatorRole: 'admin' });
}

const fromServer = createAuthClient<typeof auth>();
const withPlugins = createAuthClient<typeof auth>({ plugins: [organizationClient(), adminClient()] });
// Without the server's type the client plugins carry the default statements, or those of the roles they are given.
const fromPlugins = createAuthClient({ plugins: [organizationClient(), adminClient()] });
const fromRoles = createAuthClient({ plugins: [organizationClient({ roles: organizationRoles }), adminClient({ roles: platformRoles })] });

export async function inTheClient(): Promise<void> {
  await fromServer.organization.hasPermission({ permissions: { project: ['archive'] } });
  await withPlugins.organization.hasPermission({ permissions: { project: ['archive'] } });
  // @ts-expect-error an unknown resource
  await fromServer.organization.hasPermission({ permissions: { projet: ['archive'] } });
  // @ts-expect-error an unknown resource
  await withPlugins.organization.hasPermission({ permissions: { projet: ['archive'] } });
  // @ts-expect-error an unknown action
  await withPlugins.organization.hasPermission({ permissions: { member: ['promote'] } });
  // @ts-expect-error an unknown action in a dynamic role
  await withPlugins.organization.createRole({ role: 'auditor', permission: { project: ['delete'] } });
  await withPlugins.organization.createRole({ role: 'auditor', permission: { project: ['archive'] } });

  await withPlugins.admin.hasPermission({ permissions: { invoice: ['refund'] } });
  // @ts-expect-error an unknown resource
  await withPlugins.admin.hasPermission({ permissions: { invoices: ['refund'] } });
  // @ts-expect-error a role the app does not configure
  await fromServer.admin.setRole({ userId: 'u1', role: 'superuser' });

  await fromPlugins.organization.hasPermission({ permissions: { invitation: ['cancel'] } });
  // @ts-expect-error the default statement has no `project`
  await fromPlugins.organization.hasPermission({ permissions: { project: ['archive'] } });
  // @ts-expect-error the default roles are `admin` and `user`
  await fromPlugins.admin.setRole({ userId: 'u1', role: 'support' });

  await fromRoles.organization.hasPermission({ permissions: { project: ['archive'] } });
  await fromRoles.admin.setRole({ userId: 'u1', role: 'support' });
  // @ts-expect-error an unknown resource
  await fromRoles.organization.hasPermission({ permissions: { projet: ['archive'] } });
  // @ts-expect-error a role the roles do not name
  await fromRoles.admin.setRole({ userId: 'u1', role: 'superuser' });
}
