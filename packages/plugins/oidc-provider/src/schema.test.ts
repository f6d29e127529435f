import { describeDatabases, type TestDatabase } from '@latchkey/test-utils/databases';
import { coreSchema, kyselyAdapter, planMigrations, resolveSchema, runMigrations, type SchemaDefinition } from 'latchkey/db';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { clientOf } from './client-record.js';
import { DEVICE_CODE_GRANT } from './grant-type.js';
import { oidcProviderSchema } from './schema.js';

/** The provider's tables as they were before clients recorded their grant types. */
const withoutGrantTypes: SchemaDefinition = {
  ...oidcProviderSchema,
  oauthClient: { fields: Object.fromEntries(Object.entries(oidcProviderSchema.oauthClient.fields).filter(([name]) => name !== 'grantTypes')) },
};

const client = {
  id: 'c1',
  clientId: 'client-1',
  clientSecretHash: null,
  name: 'Relying Party',
  redirectUris: ['https://rp.example.com/callback'],
  postLogoutRedirectUris: [],
  scope: 'openid',
  tokenEndpointAuthMethod: 'none',
  jwks: null,
  firstParty: false,
  registration: 'admin',
  createdAt: new Date(),
  updatedAt: new Date(),
};

describeDatabases('oidc-provider schema: oauthClient.grantTypes', (target) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await target.open();
  });
  afterEach(() => database.close());

  it('migrate adds the column to a table with rows; an existing client keeps the default grants, and a stored list reads back', async () => {
    const older = resolveSchema([coreSchema, withoutGrantTypes]);
    const options = { kysely: database.kysely, dialect: target.dialect };
    expect((await runMigrations({ ...options, schema: older })).error).toBeUndefined();
    await kyselyAdapter(database.kysely, { schema: older, dialect: target.dialect }).create({ model: 'oauthClient', data: client });

    const schema = resolveSchema([coreSchema, oidcProviderSchema]);
    const plan = await planMigrations({ ...options, schema });
    expect(plan.refusals).toEqual([]);
    expect(plan.addColumns.map((added) => `${added.model}.${added.column.name}:${added.column.notNull}`)).toEqual(['oauthClient.grantTypes:false']);
    expect((await runMigrations({ ...options, schema, plan })).error).toBeUndefined();

    const db = kyselyAdapter(database.kysely, { schema, dialect: target.dialect });
    const read = async () => clientOf((await db.findOne<Record<string, unknown>>({ model: 'oauthClient', where: [{ field: 'id', value: 'c1' }] })) ?? {});
    expect((await read()).grantTypes).toEqual(['authorization_code', 'refresh_token']);
    await db.update({ model: 'oauthClient', where: [{ field: 'id', value: 'c1' }], update: { grantTypes: [DEVICE_CODE_GRANT] } });
    expect((await read()).grantTypes).toEqual([DEVICE_CODE_GRANT]);
  });
});
