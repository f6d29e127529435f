import { AuthError, CORE_ERROR_CODES, defineEndpoint, findUserById, lazySchema } from 'latchkey/plugins';
import { addMembership } from '../add-membership.js';
import { idInput } from '../organization-input.js';
import { organizationKey } from '../organization-options.js';
import { findOrganization } from '../organization-records.js';
import { roleInput, roleNames } from '../role-input.js';
import { roleMapFor } from '../role-permissions.js';
import { ORGANIZATION_ERROR_CODES } from '../error-codes.js';
import { teamInOrganization } from '../team-in-organization.js';
import type { MemberRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/**
 * `auth.api.addMember({ body: { userId, role, organizationId, teamId? } })`:
 * adds a user directly, without an invitation. Server only: the app decides
 * who may do this (over HTTP the path answers 404).
 */
export const addMember = defineEndpoint({
  ...organizationRoutes.addMember,
  body: lazySchema((z) => z.object({ userId: idInput(z), role: roleInput(z), organizationId: idInput(z), teamId: idInput(z).optional() })),
  meta: { serverOnly: true },
  handler: async (ctx): Promise<MemberRow> => {
    const { organizationId, userId } = ctx.body;
    const organization = await findOrganization(ctx, organizationId);
    if (!(await findUserById(ctx.auth, userId))) throw AuthError.of(CORE_ERROR_CODES, 'USER_NOT_FOUND');
    const names = roleNames(ctx.body.role);
    const roleMap = await roleMapFor(ctx, { organizationId, names });
    if (names.some((name) => !Object.hasOwn(roleMap, name))) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'ROLE_NOT_FOUND');
    if (ctx.body.teamId) await teamInOrganization(ctx, { organizationId, teamId: ctx.body.teamId });
    const role = names.join(',');
    const hooks = organizationKey.options(ctx.auth).hooks;
    await hooks.beforeAddMember?.({ organization, userId, role });
    const member = await ctx.auth.db.transaction((tx) => addMembership(ctx, tx, { organizationId, userId, role, teamId: ctx.body.teamId }));
    await hooks.afterAddMember?.({ organization, member });
    return member;
  },
});
