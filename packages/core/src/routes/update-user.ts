import { lazySchema, type Zod } from '../endpoint/lazy-schema.js';
import { dropSessionCache } from '../account/drop-session-cache.js';
import { refuseProtectedFields } from '../account/protected-fields.js';
import { pickUserFields } from '../account/user-fields.js';
import type { AuthContext } from '../declarations/auth-context.js';
import { UniqueConstraintError } from '../db/adapter.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { databaseSessionMiddleware } from '../session/session-middleware.js';
import { refreshSessionUser } from '../session/refresh-session-user.js';
import { coreRoutes } from './core-routes.js';

const body = (z: Zod) => z
  .object({
    name: z.string().trim().min(1).max(255).optional(),
    image: z.string().max(2048).nullable().optional(),
  })
  .loose();

/** Core user fields no request may set here; `email` has its own error and route. */
const PROTECTED = new Set(['id', 'emailVerified', 'createdAt', 'updatedAt']);

/**
 * `POST /update-user`: changes the signed-in user's name, image and extra fields.
 * The user is always the session's; an `id` or `userId` in the body never selects
 * another row. `email` answers EMAIL_CAN_NOT_BE_UPDATED (use /change-email, which
 * verifies the new address); `emailVerified` and fields declared `input: false`
 * answer 400 VALIDATION_ERROR naming the field; keys the schema does not declare
 * are ignored. The session is read from the database, so a session revoked
 * elsewhere cannot write through a still-valid cookie cache; the cache is dropped
 * afterwards so the next read sees the change.
 */
export const updateUser = defineEndpoint({
  ...coreRoutes.updateUser,
  body: lazySchema(body),
  use: [databaseSessionMiddleware],
  handler: async (ctx): Promise<{ status: true }> => {
    const auth = ctx.auth;
    const table = auth.schema.user!;
    if (ctx.body.email !== undefined) throw AuthError.of(CORE_ERROR_CODES, 'EMAIL_CAN_NOT_BE_UPDATED');
    refuseProtectedFields(table, ctx.body, { core: PROTECTED });
    const { name, image } = ctx.body;
    const update: Record<string, unknown> = pickUserFields(table, ctx.body, { creating: false });
    if (name !== undefined) update.name = name;
    if (image !== undefined) update.image = image;
    if (Object.keys(update).length === 0) {
      throw AuthError.of(CORE_ERROR_CODES, 'VALIDATION_ERROR', { message: 'No fields to update' });
    }
    const updated = await updateRow(ctx.auth, { userId: ctx.session.user.id, update });
    if (!updated) throw AuthError.of(CORE_ERROR_CODES, 'USER_NOT_FOUND');
    await refreshSessionUser(auth, ctx.session.user.id);
    dropSessionCache(ctx);
    return { status: true };
  },
});

/**
 * A unique extra field (a username, say) already held by someone else answers 422
 * like a taken address at sign-up, instead of failing as a server error.
 */
async function updateRow(
  auth: AuthContext,
  input: { userId: string; update: Record<string, unknown> },
): Promise<boolean> {
  try {
    const row = await auth.db.update({
      model: 'user',
      where: [{ field: 'id', value: input.userId }],
      update: { ...input.update, updatedAt: new Date() },
    });
    return row !== null;
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw AuthError.of(CORE_ERROR_CODES, 'USER_ALREADY_EXISTS');
    throw error;
  }
}
