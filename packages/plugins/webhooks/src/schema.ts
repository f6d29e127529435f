import type { SchemaDefinition } from 'latchkey';

/**
 * Two tables. `webhookEndpoint`: the endpoints admins create (those declared
 * in code are not stored), each secret encrypted with the auth secret.
 * `webhookDelivery`: the outbox, one row per (event, endpoint), written in
 * the event's transaction. The delivery loop finds due rows by `(state,
 * nextAttemptAt)`; `lockedUntil` is the lease of the instance sending one.
 *
 * @example
 * createAuth({ plugins: [webhooks()] }); // `latchkey migrate` creates both tables
 */
export const webhooksSchema = {
  webhookEndpoint: {
    fields: {
      url: { type: 'string', maxLength: 2048 },
      eventTypes: { type: 'json', required: false },
      description: { type: 'string', required: false, maxLength: 255 },
      enabled: { type: 'boolean', defaultValue: true },
      secret: { type: 'string', maxLength: 512, returned: false },
      previousSecret: { type: 'string', required: false, maxLength: 512, returned: false },
      previousSecretExpiresAt: { type: 'date', required: false },
      createdAt: { type: 'date' },
      updatedAt: { type: 'date' },
    },
  },
  webhookDelivery: {
    fields: {
      endpointId: { type: 'string', maxLength: 255 },
      eventId: { type: 'string', maxLength: 255 },
      eventType: { type: 'string', maxLength: 100 },
      payload: { type: 'json' },
      state: { type: 'string', maxLength: 16 },
      attempts: { type: 'number', defaultValue: 0 },
      nextAttemptAt: { type: 'date' },
      lockedUntil: { type: 'date' },
      claimToken: { type: 'string', required: false, maxLength: 64 },
      lastStatus: { type: 'number', required: false },
      lastError: { type: 'string', required: false, maxLength: 512 },
      createdAt: { type: 'date' },
      deliveredAt: { type: 'date', required: false },
    },
    indexes: [
      { fields: ['state', 'nextAttemptAt'] },
      { fields: ['endpointId', 'id'] },
      { fields: ['state', 'id'] },
    ],
  },
} as const satisfies SchemaDefinition;
