import { UniqueConstraintError, type DatabaseAdapter } from 'latchkey';
import { AuthError, defineEndpoint, sessionMiddleware, lazySchema, emitEvent } from 'latchkey/plugins';
import type { EndpointContext, User } from 'latchkey/plugins';
import { setActiveOnSession } from '../active-organization.js';
import { ORGANIZATION_ERROR_CODES } from '../error-codes.js';
import { lockedWrite } from '../locked-write.js';
import { logoInput, metadataInput, organizationNameInput, slugInput } from '../organization-input.js';
import { organizationKey } from '../organization-options.js';
import type { MemberRow, OrganizationRow } from '../types.js';
import { organizationRoutes } from '../routes.js';

/** Whether the user may create an organization; answers how many they may belong to (undefined: no limit). */
async function assertMayCreate(ctx: EndpointContext, user: User): Promise<number | undefined> {
  const options = organizationKey.options(ctx.auth);
  const allowed = typeof options.allowUserToCreateOrganization === 'function'
    ? await options.allowUserToCreateOrganization(user)
    : options.allowUserToCreateOrganization;
  if (!allowed) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION');
  const limit = typeof options.organizationLimit === 'function' ? await options.organizationLimit(user) : options.organizationLimit;
  if (limit !== undefined) await assertBelowOrganizationLimit(ctx.auth.db, user, limit);
  return limit;
}

async function assertBelowOrganizationLimit(db: DatabaseAdapter, user: User, limit: number): Promise<void> {
  const count = await db.count({ model: 'member', where: [{ field: 'userId', value: user.id }] });
  if (count >= limit) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS');
}

/**
 * `POST /organization/create`: creates an organization whose creator is its
 * owner, in one transaction, and makes it the session's active one unless
 * `keepCurrentActiveOrganization`. A taken slug answers 400
 * ORGANIZATION_SLUG_ALREADY_TAKEN, also when two requests race for it (the
 * unique index decides).
 */
export const createOrganization = defineEndpoint({
  ...organizationRoutes.createOrganization,
  body: lazySchema((z) => z.object({
    name: organizationNameInput(z),
    slug: slugInput(z),
    logo: logoInput(z).optional(),
    metadata: metadataInput(z).optional(),
    keepCurrentActiveOrganization: z.boolean().optional(),
  })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<OrganizationRow & { members: MemberRow[] }> => {
    const options = organizationKey.options(ctx.auth);
    const user = ctx.session.user;
    const limit = await assertMayCreate(ctx, user);
    const now = new Date();
    const data = { name: ctx.body.name, slug: ctx.body.slug, logo: ctx.body.logo ?? null, metadata: ctx.body.metadata ?? null, createdAt: now, updatedAt: now };
    await options.hooks.beforeCreateOrganization?.({ organization: data, user });
    let created: { organization: OrganizationRow; member: MemberRow };
    try {
      // The user's row is locked and the limit counted again inside the transaction,
      // so racing creations cannot pass the limit together.
      created = await lockedWrite(ctx, { model: 'user', id: user.id }, async (tx) => {
        if (limit !== undefined) await assertBelowOrganizationLimit(tx, user, limit);
        const organization = await tx.create<OrganizationRow>({ model: 'organization', data: { id: ctx.auth.generateId(), ...data } });
        const member = await tx.create<MemberRow>({
          model: 'member',
          data: { id: ctx.auth.generateId(), organizationId: organization.id, userId: user.id, role: options.creatorRole, createdAt: now },
        });
        await emitEvent(ctx, { type: 'organization.created', organizationId: organization.id }, { db: tx });
        return { organization, member };
      });
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw AuthError.of(ORGANIZATION_ERROR_CODES, 'ORGANIZATION_SLUG_ALREADY_TAKEN');
      throw error;
    }
    if (!ctx.body.keepCurrentActiveOrganization) {
      await setActiveOnSession(ctx, ctx.session, { organizationId: created.organization.id, teamId: null });
    }
    await options.hooks.afterCreateOrganization?.({ ...created, user });
    return { ...created.organization, members: [created.member] };
  },
});
