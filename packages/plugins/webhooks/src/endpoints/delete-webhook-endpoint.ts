import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { idInput } from '../endpoint-input.js';
import { forgetStoredEndpoints } from '../find-endpoints.js';
import { findStoredEndpoint } from '../find-stored-endpoint.js';
import { requireWebhooksAdmin } from '../require-webhooks-admin.js';
import { webhooksRoutes } from '../routes.js';

/**
 * `POST /webhooks/delete-endpoint` (admins): removes a stored endpoint and,
 * in the same transaction, its deliveries.
 */
export const deleteWebhookEndpoint = defineEndpoint({
  ...webhooksRoutes.deleteWebhookEndpoint,
  body: lazySchema((z) => z.object({ id: idInput(z) })),
  use: [requireWebhooksAdmin],
  handler: async (ctx): Promise<{ success: true }> => {
    await findStoredEndpoint(ctx.auth, ctx.body.id);
    await ctx.auth.db.transaction(async (tx) => {
      await tx.deleteMany({ model: 'webhookDelivery', where: [{ field: 'endpointId', value: ctx.body.id }] });
      await tx.delete({ model: 'webhookEndpoint', where: [{ field: 'id', value: ctx.body.id }] });
    });
    forgetStoredEndpoints(ctx.auth);
    return { success: true };
  },
});
