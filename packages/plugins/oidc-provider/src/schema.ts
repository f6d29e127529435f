import type { SchemaDefinition } from 'latchkey';

/**
 * The provider's tables.
 *
 * - `oauthClient`: registered relying parties. `clientSecretHash` is the
 *   SHA-256 of a random secret shown once; `redirectUris` and
 *   `postLogoutRedirectUris` are JSON arrays matched exactly; `jwks` holds the
 *   public keys of a `private_key_jwt` client; `grantTypes` the grants it
 *   may use at the token endpoint (a JSON array; null means
 *   `authorization_code` and `refresh_token`).
 * - `oauthCode`: authorization codes, by hash. A code is spent by one
 *   conditional update of `usedAt`; the row stays until it expires so a
 *   replay can be told from an unknown code, and the tokens issued from it
 *   revoked.
 * - `oauthToken`: every access and refresh token issued. Tokens of one
 *   authorization share a `familyId` (the code's id), so a replayed code or
 *   a reused refresh token revokes them all at once.
 * - `oauthConsent`: the scopes a user granted a client.
 *
 * @example
 * createAuth({ plugins: [jwt(), oidcProvider()] }); // `latchkey migrate` creates the tables
 */
export const oidcProviderSchema = {
  oauthClient: {
    fields: {
      clientId: { type: 'string', unique: true, maxLength: 64 },
      clientSecretHash: { type: 'string', required: false, returned: false, maxLength: 64 },
      name: { type: 'string', maxLength: 200 },
      redirectUris: { type: 'json' },
      postLogoutRedirectUris: { type: 'json' },
      scope: { type: 'string', maxLength: 1024 },
      tokenEndpointAuthMethod: { type: 'string', maxLength: 32 },
      jwks: { type: 'json', required: false },
      firstParty: { type: 'boolean', defaultValue: false },
      // Null for a client stored before grant types were recorded: it keeps the default grants.
      grantTypes: { type: 'json', required: false },
      registration: { type: 'string', maxLength: 16 },
      createdAt: { type: 'date' },
      updatedAt: { type: 'date' },
    },
  },
  oauthCode: {
    fields: {
      codeHash: { type: 'string', unique: true, maxLength: 64 },
      clientId: { type: 'string', maxLength: 64 },
      userId: { type: 'string', index: true, maxLength: 255, references: { model: 'user', field: 'id', onDelete: 'cascade' } },
      sessionId: { type: 'string', maxLength: 255 },
      redirectUri: { type: 'string', maxLength: 2048 },
      scope: { type: 'string', maxLength: 1024 },
      resource: { type: 'string', required: false, maxLength: 2048 },
      nonce: { type: 'string', required: false, maxLength: 512 },
      codeChallenge: { type: 'string', maxLength: 128 },
      authTime: { type: 'date' },
      expiresAt: { type: 'date' },
      usedAt: { type: 'date', required: false },
      replayedAt: { type: 'date', required: false },
      createdAt: { type: 'date' },
    },
  },
  oauthToken: {
    fields: {
      kind: { type: 'string', maxLength: 16 },
      tokenHash: { type: 'string', required: false, unique: true, maxLength: 64 },
      clientId: { type: 'string', index: true, maxLength: 64 },
      userId: { type: 'string', index: true, maxLength: 255, references: { model: 'user', field: 'id', onDelete: 'cascade' } },
      familyId: { type: 'string', index: true, maxLength: 255 },
      sessionId: { type: 'string', maxLength: 255 },
      scope: { type: 'string', maxLength: 1024 },
      resource: { type: 'string', required: false, maxLength: 2048 },
      authTime: { type: 'date' },
      expiresAt: { type: 'date' },
      usedAt: { type: 'date', required: false },
      revokedAt: { type: 'date', required: false },
      createdAt: { type: 'date' },
    },
  },
  oauthConsent: {
    fields: {
      userId: { type: 'string', index: true, maxLength: 255, references: { model: 'user', field: 'id', onDelete: 'cascade' } },
      clientId: { type: 'string', index: true, maxLength: 64 },
      scope: { type: 'string', maxLength: 1024 },
      createdAt: { type: 'date' },
      updatedAt: { type: 'date' },
    },
  },
} as const satisfies SchemaDefinition;
