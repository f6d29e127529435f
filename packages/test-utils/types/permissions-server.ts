// A server whose roles come from access statements of the app's own: the
// organization's with a `project` resource, the platform's with `invoice`.
import { admin, adminRole, adminStatements, userRole } from '@latchkey/admin';
import { defaultOrganizationRoles, organization, organizationStatements } from '@latchkey/organization';
import { createAuth } from 'latchkey';
import { createAccessControl } from 'latchkey/access';

const workspace = createAccessControl({ ...organizationStatements, project: ['create', 'archive'] } as const);
const billing = workspace.newRole({ project: ['create'], ac: ['read'] });

const platform = createAccessControl({ ...adminStatements, invoice: ['read', 'refund'] } as const);
const support = platform.newRole({ user: ['list', 'get'], invoice: ['read'] });

export const organizationRoles = { ...defaultOrganizationRoles, billing };
export const platformRoles = { admin: adminRole, user: userRole, support };

export const auth = createAuth({
  baseURL: 'http://localhost:3000',
  emailAndPassword: { enabled: true },
  plugins: [
    admin({ roles: platformRoles, adminRoles: ['admin'] }),
    organization({ roles: organizationRoles, creatorRole: 'owner' }),
  ],
});
