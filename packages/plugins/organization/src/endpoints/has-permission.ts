import { defineEndpoint, sessionMiddleware, lazySchema } from 'latchkey/plugins';
import { idInput } from '../organization-input.js';
import { requireMember } from '../organization-member.js';
import { memberCan } from '../role-permissions.js';
import { organizationRoutes } from '../routes.js';

/**
 * `POST /organization/has-permission`: whether the caller's roles in the
 * organization (configured or dynamic) grant every requested action.
 */
export const hasPermission = defineEndpoint({
  ...organizationRoutes.hasPermission,
  body: lazySchema((z) => z.object({
    permissions: z.record(z.string().max(64), z.array(z.string().max(64)).max(50)).refine((value) => Object.keys(value).length > 0, 'No permission requested'),
    organizationId: idInput(z).optional(),
  })),
  use: [sessionMiddleware],
  handler: async (ctx): Promise<{ error: null; success: boolean }> => {
    const { member } = await requireMember(ctx, ctx.session, ctx.body);
    return { error: null, success: await memberCan(ctx, member, ctx.body.permissions) };
  },
});
