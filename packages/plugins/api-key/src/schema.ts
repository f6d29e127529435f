import type { SchemaDefinition } from 'latchkey';

/**
 * The `apiKey` table. `key` holds the SHA-256 of the key (the key itself is
 * shown once, at creation), looked up through its unique index; `start` keeps
 * the first characters for display. `revision` changes with every write of the
 * counters, so two uses of a key that read the same row cannot both count.
 * Windows and refill intervals are in milliseconds.
 *
 * @example
 * createAuth({ plugins: [apiKey()] }); // `latchkey migrate` creates the table
 */
export const apiKeySchema = {
  apiKey: {
    fields: {
      name: { type: 'string', required: false },
      start: { type: 'string', required: false },
      prefix: { type: 'string', required: false },
      key: { type: 'string', unique: true, maxLength: 64, returned: false },
      userId: { type: 'string', index: true, maxLength: 255, references: { model: 'user', field: 'id', onDelete: 'cascade' } },
      refillInterval: { type: 'number', required: false, bigint: true },
      refillAmount: { type: 'number', required: false },
      lastRefillAt: { type: 'date', required: false },
      enabled: { type: 'boolean', defaultValue: true },
      rateLimitEnabled: { type: 'boolean', defaultValue: true },
      rateLimitTimeWindow: { type: 'number', required: false, bigint: true },
      rateLimitMax: { type: 'number', required: false },
      requestCount: { type: 'number', defaultValue: 0 },
      // When the current rate-limit window began; `lastRequest` is only the latest use.
      windowStart: { type: 'date', required: false, returned: false },
      remaining: { type: 'number', required: false },
      lastRequest: { type: 'date', required: false },
      expiresAt: { type: 'date', required: false, index: true },
      createdAt: { type: 'date' },
      updatedAt: { type: 'date' },
      permissions: { type: 'json', required: false },
      metadata: { type: 'json', required: false },
      revision: { type: 'number', defaultValue: 0, returned: false },
    },
  },
} as const satisfies SchemaDefinition;
