import {
  AuthError,
  CORE_ERROR_CODES,
  defineEndpoint,
  emailInput,
  findUserByEmail,
  markSessionsRevoked,
  pickUserFields,
  refreshSessionUser,
  lazySchema,
  type Zod,
  type z,
  emitEvent,
} from 'latchkey/plugins';
import type { CurrentSession, EndpointContext } from 'latchkey/plugins';
import { UniqueConstraintError } from 'latchkey';
import { adminKey } from '../admin-options.js';
import { ADMIN_ERROR_CODES } from '../error-codes.js';
import { findTargetUser, publicUser } from '../find-target-user.js';
import { assertAdminPermission, requireAdmin } from '../require-admin.js';
import { roleInput, storedRole } from '../role-input.js';
import { assertNotSelfDemotion } from '../self-demotion.js';
import type { AdminUser } from '../types.js';
import { adminRoutes } from '../routes.js';
import { adminActor } from '../admin-actor.js';

const data = (z: Zod) => z
  .object({
    name: z.string().trim().min(1).max(255).optional(),
    email: emailInput(z).optional(),
    emailVerified: z.boolean().optional(),
    image: z.string().max(2048).nullable().optional(),
    role: roleInput(z).optional(),
  })
  .loose();

// Set by other routes (ban-user, set-role) or never from outside.
const NOT_HERE = new Set(['id', 'createdAt', 'updatedAt', 'banned', 'banReason', 'banExpires']);

/**
 * `POST /admin/update-user`: changes a user's name, email, emailVerified,
 * image, role (which also needs `user: set-role`) and extra user fields.
 * Needs `user: update`. Bans go through ban-user; passwords through
 * set-user-password.
 */
export const updateUser = defineEndpoint({
  ...adminRoutes.updateUser,
  body: lazySchema((z) => z.object({ userId: z.string().min(1).max(255), data: data(z) })),
  use: [requireAdmin({ permissions: { user: ['update'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS' })],
  handler: async (ctx): Promise<AdminUser> => {
    const target = await findTargetUser(ctx.auth, ctx.body.userId);
    const update = await changesOf(ctx, target.id);
    if (Object.keys(update).length === 0) throw AuthError.of(ADMIN_ERROR_CODES, 'NO_DATA_TO_UPDATE');
    if (update.email !== undefined && update.email !== target.email && (await findUserByEmail(ctx.auth, update.email as string))) {
      throw AuthError.of(CORE_ERROR_CODES, 'USER_ALREADY_EXISTS');
    }
    try {
      const detail = { fields: Object.keys(update) };
      const updated = await ctx.auth.db.transaction(async (tx) => {
        const row = await tx.update<Record<string, unknown>>({
          model: 'user',
          where: [{ field: 'id', value: target.id }],
          update: { ...update, updatedAt: new Date() },
        });
        await emitEvent(ctx, { type: 'admin.user-updated', userId: target.id, actor: adminActor(ctx.session), detail }, { db: tx });
        return row;
      });
      await markSessionsRevoked(ctx.auth, target.id);
      await refreshSessionUser(ctx.auth, target.id);
      return publicUser(ctx.auth, updated ?? target);
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw AuthError.of(CORE_ERROR_CODES, 'USER_ALREADY_EXISTS');
      throw error;
    }
  },
});

type Ctx = EndpointContext<{ userId: string; data: z.output<ReturnType<typeof data>> }> & { session: CurrentSession };

/** The fields to write: the known ones, a checked role, and declared extra fields. */
async function changesOf(ctx: Ctx, targetId: string): Promise<Record<string, unknown>> {
  const { name, email, emailVerified, image, role, ...rest } = ctx.body.data;
  const refused = Object.keys(rest).find((key) => NOT_HERE.has(key));
  if (refused) {
    throw AuthError.of(CORE_ERROR_CODES, 'VALIDATION_ERROR', { message: `[body.data.${refused}] Can not be updated` });
  }
  const update: Record<string, unknown> = { ...pickUserFields(ctx.auth.schema.user!, rest, { creating: false }) };
  for (const [key, value] of Object.entries({ name, email, emailVerified, image })) if (value !== undefined) update[key] = value;
  if (role !== undefined) {
    assertAdminPermission(ctx, ctx.session, {
      permissions: { user: ['set-role'] },
      code: 'YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE',
    });
    const options = adminKey.options(ctx.auth);
    update.role = storedRole(options, role);
    assertNotSelfDemotion(options, { caller: ctx.session.user.id, target: targetId, role: update.role as string });
  }
  return update;
}
