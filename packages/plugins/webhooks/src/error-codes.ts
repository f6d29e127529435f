import { defineErrorCodes } from 'latchkey/plugins';

/**
 * The errors only the webhooks plugin answers with; `UNAUTHORIZED` is the core's.
 *
 * @example
 * const { error } = await client.webhooks.createEndpoint({ url });
 * if (error?.code === 'WEBHOOK_URL_NOT_ALLOWED') askForAPublicURL();
 */
export const WEBHOOKS_ERROR_CODES = defineErrorCodes({
  YOU_ARE_NOT_ALLOWED_TO_MANAGE_WEBHOOKS: { status: 'FORBIDDEN', message: 'You are not allowed to manage webhooks.' },
  WEBHOOK_ENDPOINT_NOT_FOUND: { status: 'NOT_FOUND', message: 'Webhook endpoint not found.' },
  WEBHOOK_DELIVERY_NOT_FOUND: { status: 'NOT_FOUND', message: 'Webhook delivery not found.' },
  WEBHOOK_URL_NOT_ALLOWED: {
    status: 'BAD_REQUEST',
    message: 'Webhook URLs must be https and reach a public address.',
  },
  WEBHOOK_ENDPOINT_IN_OPTIONS: {
    status: 'BAD_REQUEST',
    message: 'This endpoint is declared in the server options; change it there.',
  },
  WEBHOOK_DELIVERY_NOT_DEAD: { status: 'BAD_REQUEST', message: 'Only a dead-lettered delivery can be replayed.' },
});

export type WebhooksErrorCode = keyof typeof WEBHOOKS_ERROR_CODES;
