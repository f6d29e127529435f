import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { findTargetUser, publicUser } from '../find-target-user.js';
import { requireAdmin } from '../require-admin.js';
import type { AdminUser } from '../types.js';
import { adminRoutes } from '../routes.js';

/** `GET /admin/get-user?id=…`: one user, or 404 USER_NOT_FOUND. Needs `user: get`. */
export const getUser = defineEndpoint({
  ...adminRoutes.getUser,
  query: lazySchema((z) => z.object({ id: z.string().min(1).max(255) })),
  use: [requireAdmin({ permissions: { user: ['get'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_GET_USER' })],
  meta: { noStore: true },
  handler: async (ctx): Promise<AdminUser> => publicUser(ctx.auth, await findTargetUser(ctx.auth, ctx.query.id)),
});
