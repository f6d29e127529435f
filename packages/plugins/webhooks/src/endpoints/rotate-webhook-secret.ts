import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { idInput } from '../endpoint-input.js';
import { findStoredEndpoint } from '../find-stored-endpoint.js';
import { requireWebhooksAdmin } from '../require-webhooks-admin.js';
import { webhooksRoutes } from '../routes.js';
import { generateWebhookSecret, sealSecret } from '../webhook-secret.js';
import { webhooksKey } from '../webhooks-options.js';

/**
 * `POST /webhooks/rotate-secret` (admins): gives a stored endpoint a new
 * secret, answered this once. Until `previousSecretExpiresAt` (now plus
 * `graceSeconds`, or the `rotationGraceSeconds` option), every delivery is
 * signed with both, so the receiver can switch at its own pace.
 */
export const rotateWebhookSecret = defineEndpoint({
  ...webhooksRoutes.rotateWebhookSecret,
  body: lazySchema((z) => z.object({ id: idInput(z), graceSeconds: z.number().int().min(0).max(30 * 86_400).optional() })),
  use: [requireWebhooksAdmin],
  meta: { noStore: true },
  handler: async (ctx): Promise<{ secret: string; previousSecretExpiresAt: Date }> => {
    const row = await findStoredEndpoint(ctx.auth, ctx.body.id);
    const grace = ctx.body.graceSeconds ?? webhooksKey.options(ctx.auth).rotationGraceSeconds;
    const secret = generateWebhookSecret();
    const now = new Date();
    const previousSecretExpiresAt = new Date(now.getTime() + grace * 1000);
    await ctx.auth.db.update({
      model: 'webhookEndpoint',
      where: [{ field: 'id', value: row.id }],
      update: { secret: await sealSecret(secret, ctx.auth.secrets), previousSecret: row.secret, previousSecretExpiresAt, updatedAt: now },
    });
    return { secret, previousSecretExpiresAt };
  },
});
