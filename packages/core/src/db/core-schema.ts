import type { SchemaDefinition } from './schema-types.js';

const timestamps = {
  createdAt: { type: 'date', defaultValue: () => new Date(), input: false },
  updatedAt: { type: 'date', defaultValue: () => new Date(), input: false },
} as const;

/**
 * The core tables (spec §3). Table and column names match the established schema
 * this HTTP API comes from, so an existing database can be pointed at Latchkey.
 */
export const coreSchema = {
  user: {
    fields: {
      name: { type: 'string' },
      email: { type: 'string', unique: true, maxLength: 255 },
      emailVerified: { type: 'boolean', defaultValue: false, input: false },
      image: { type: 'string', required: false },
      ...timestamps,
    },
  },
  session: {
    fields: {
      expiresAt: { type: 'date' },
      /** SHA-256 of the session token, base64url; the cookie carries the token itself. */
      token: { type: 'string', unique: true, maxLength: 255, returned: false },
      ipAddress: { type: 'string', required: false },
      userAgent: { type: 'string', required: false },
      userId: {
        type: 'string',
        index: true,
        maxLength: 255,
        references: { model: 'user', field: 'id', onDelete: 'cascade' },
      },
      ...timestamps,
    },
  },
  account: {
    fields: {
      accountId: { type: 'string', maxLength: 255 },
      providerId: { type: 'string', maxLength: 255 },
      userId: {
        type: 'string',
        index: true,
        maxLength: 255,
        references: { model: 'user', field: 'id', onDelete: 'cascade' },
      },
      accessToken: { type: 'string', required: false, returned: false },
      refreshToken: { type: 'string', required: false, returned: false },
      idToken: { type: 'string', required: false, returned: false },
      accessTokenExpiresAt: { type: 'date', required: false },
      refreshTokenExpiresAt: { type: 'date', required: false },
      scope: { type: 'string', required: false },
      password: { type: 'string', required: false, returned: false },
      ...timestamps,
    },
    indexes: [{ fields: ['providerId', 'accountId'], unique: true }],
  },
  verification: {
    fields: {
      identifier: { type: 'string', index: true, maxLength: 255 },
      value: { type: 'string' },
      expiresAt: { type: 'date', index: true },
      ...timestamps,
    },
  },
  rateLimit: {
    fields: {
      key: { type: 'string', unique: true, maxLength: 255 },
      count: { type: 'number' },
      lastRequest: { type: 'number', bigint: true },
    },
  },
} as const satisfies SchemaDefinition;

export type CoreSchema = typeof coreSchema;
