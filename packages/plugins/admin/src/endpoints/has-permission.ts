import {
  AuthError,
  CORE_ERROR_CODES,
  defineEndpoint,
  readSession,
  lazySchema,
  type Zod,
  type z,
} from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import { adminKey } from '../admin-options.js';
import { findTargetUser } from '../find-target-user.js';
import { hasAdminPermission, type PermissionHolder } from '../has-admin-permission.js';
import { assertAdminPermission } from '../require-admin.js';
import { adminRoutes } from '../routes.js';

const body = (z: Zod) => z.object({
  // An empty request would hold vacuously; asking nothing is a mistake worth a 400.
  permissions: z
    .record(z.string().max(64), z.array(z.string().max(64)).min(1).max(50))
    .refine((permissions) => Object.keys(permissions).length > 0, 'Ask for at least one action'),
  userId: z.string().min(1).max(255).optional(),
  role: z.string().max(255).optional(),
});

/**
 * `POST /admin/has-permission`: whether the caller (or a given `role`, or a
 * given user) may do every requested action: `{ error: null, success }`.
 * Over HTTP a session is required, and asking about another user needs
 * `user: get`, since the answer reveals their role.
 */
export const hasPermission = defineEndpoint({
  ...adminRoutes.hasPermission,
  body: lazySchema(body),
  handler: async (ctx): Promise<{ error: null; success: boolean }> => {
    const holder = await holderOf(ctx);
    const success = hasAdminPermission(adminKey.options(ctx.auth), holder, { permissions: ctx.body.permissions });
    return { error: null, success };
  },
});

async function holderOf(ctx: EndpointContext<z.output<ReturnType<typeof body>>>): Promise<PermissionHolder> {
  const session = await readSession(ctx, { disableCookieCache: true });
  if (!session && !(ctx.isServerCall && (ctx.body.userId || ctx.body.role))) throw AuthError.of(CORE_ERROR_CODES, 'UNAUTHORIZED');
  if (ctx.body.role !== undefined) return { role: ctx.body.role };
  const userId = ctx.body.userId ?? session!.user.id;
  if (session && userId !== session.user.id) {
    assertAdminPermission(ctx, session, { permissions: { user: ['get'] }, code: 'YOU_ARE_NOT_ALLOWED_TO_GET_USER' });
  }
  if (session && userId === session.user.id) return { userId, role: (session.user as { role?: string | null }).role };
  const user = await findTargetUser(ctx.auth, userId);
  return { userId, role: user.role as string | null | undefined };
}
