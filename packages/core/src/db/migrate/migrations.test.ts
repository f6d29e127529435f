import { describeDatabases, type TestDatabase } from '@latchkey/test-utils/databases';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { coreSchema } from '../core-schema.js';
import { encoderFor } from '../kysely/value-codec.js';
import { resolveSchema, type ResolvedSchema } from '../resolve-schema.js';
import type { SchemaDefinition } from '../schema-types.js';
import { checkSchemaDrift, hasSchemaDrift } from './check-schema-drift.js';
import type { SqlDialect } from './column-type.js';
import { compileMigrations } from './compile-migrations.js';
import { formatSchemaDrift } from './format-schema-drift.js';
import { isEmptyPlan } from './migration-plan.js';
import { planMigrations } from './plan-migrations.js';
import { runMigrations } from './run-migrations.js';

/** The core schema as it was before `user.image` and the `verification.expiresAt` index. */
const olderCore: SchemaDefinition = {
  ...coreSchema,
  user: { fields: Object.fromEntries(Object.entries(coreSchema.user.fields).filter(([name]) => name !== 'image')) },
  verification: {
    fields: { ...coreSchema.verification.fields, expiresAt: { type: 'date' } },
  },
};

const withNickname = (extra: object): SchemaDefinition => ({
  user: { fields: { nickname: { type: 'string', ...extra } } },
});

/** The SQL each dialect must produce for a few telling columns. */
const expectedSql: Record<SqlDialect, string[]> = {
  sqlite: [
    '"id" text not null primary key',
    '"emailVerified" integer default 0 not null',
    '"expiresAt" date not null',
    '"lastRequest" integer not null',
  ],
  postgres: [
    '"id" text not null primary key',
    '"emailVerified" boolean default false not null',
    '"expiresAt" timestamptz(3) not null',
    '"lastRequest" bigint not null',
  ],
  mysql: [
    '`id` varchar(255) not null primary key',
    '`emailVerified` boolean default 0 not null',
    '`expiresAt` datetime(3) not null',
    '`email` varchar(255) not null',
    '`name` text not null',
    '`lastRequest` bigint not null',
  ],
};

describeDatabases('migrations', (target) => {
  const { dialect } = target;
  let database: TestDatabase;
  beforeEach(async () => {
    database = await target.open();
  });
  afterEach(() => database.close());
  const schemaOf = (...declarations: SchemaDefinition[]): ResolvedSchema => resolveSchema(declarations);
  const options = (schema: ResolvedSchema) => ({ kysely: database.kysely, dialect, schema });
  const insertUser = async (schema: ResolvedSchema, id: string): Promise<void> => {
    const now = encoderFor({ type: 'date' }, dialect)(new Date());
    await database.kysely
      .insertInto(schema.user!.table)
      .values({ id, name: 'Ada', email: `${id}@example.com`, createdAt: now, updatedAt: now })
      .execute();
  };

  it('creates every table from an empty database, and a second run plans nothing', async () => {
    const schema = schemaOf(coreSchema);
    const plan = await planMigrations(options(schema));
    expect(plan.createTables.map((t) => t.model)).toEqual(['user', 'session', 'account', 'verification', 'rateLimit']);
    expect(plan.createIndexes.map((i) => i.name)).toEqual([
      'session_userId_idx',
      'account_userId_idx',
      'account_providerId_accountId_uidx',
      'verification_identifier_idx',
      'verification_expiresAt_idx',
    ]);
    const { error, executed } = await runMigrations({ ...options(schema), plan });
    expect(error).toBeUndefined();
    expect(executed).toHaveLength(10);
    expect(isEmptyPlan(await planMigrations(options(schema)))).toBe(true);
    expect(hasSchemaDrift(await checkSchemaDrift(options(schema)))).toBe(false);
    expect((await runMigrations(options(schema))).executed).toEqual([]);
  });

  it('creates constraints that hold: defaults, unique and cascading foreign keys', async () => {
    const schema = schemaOf(coreSchema);
    expect((await runMigrations(options(schema))).error).toBeUndefined();
    await insertUser(schema, 'u1');
    const user = await database.kysely.selectFrom(schema.user!.table).selectAll().executeTakeFirstOrThrow();
    expect(Number(user.emailVerified)).toBe(0);
    await expect(insertUser(schema, 'u1')).rejects.toThrow();
    const expires = encoderFor({ type: 'date' }, dialect)(new Date(Date.now() + 60_000));
    await database.kysely
      .insertInto(schema.session!.table)
      .values({ id: 's1', token: 'hash', userId: 'u1', expiresAt: expires, createdAt: expires, updatedAt: expires })
      .execute();
    await database.kysely.deleteFrom(schema.user!.table).where('id', '=', 'u1').execute();
    expect(await database.kysely.selectFrom(schema.session!.table).selectAll().execute()).toEqual([]);
  });

  it('adds a missing column and index to an older schema that has rows', async () => {
    const older = schemaOf(olderCore);
    const schema = schemaOf(coreSchema);
    expect((await runMigrations(options(older))).error).toBeUndefined();
    await insertUser(older, 'u1');

    const drift = await checkSchemaDrift(options(schema));
    expect(drift.missingTables).toEqual([]);
    expect(drift.missingColumns).toEqual([`${schema.user!.table}.image`]);
    expect(drift.missingIndexes.map((i) => i.name)).toEqual([`${schema.verification!.table}_expiresAt_idx`]);
    const message = formatSchemaDrift(drift, { configPath: 'src/auth.ts' });
    expect(message).toContain(`${schema.user!.table}.image`);
    expect(message).toContain('npx latchkey migrate --config src/auth.ts');

    const plan = await planMigrations(options(schema));
    expect(plan.refusals).toEqual([]);
    expect(plan.addColumns.map((a) => `${a.model}.${a.column.name}:${a.column.notNull}`)).toEqual(['user.image:false']);
    expect(plan.createIndexes.map((i) => i.columns)).toEqual([['expiresAt']]);
    expect((await runMigrations({ ...options(schema), plan })).error).toBeUndefined();
    expect(isEmptyPlan(await planMigrations(options(schema)))).toBe(true);
    const user = await database.kysely.selectFrom(schema.user!.table).selectAll().executeTakeFirstOrThrow();
    expect(user.image).toBeNull();
  });

  it('refuses a required column without a default on a table that has rows', async () => {
    const schema = schemaOf(coreSchema);
    const extended = schemaOf(coreSchema, withNickname({}));
    expect((await runMigrations(options(schema))).error).toBeUndefined();
    await insertUser(schema, 'u1');

    const plan = await planMigrations(options(extended));
    expect(plan.refusals).toHaveLength(1);
    expect(plan.refusals[0]?.message).toMatch(/required column "nickname".*already has rows/);
    expect(plan.refusals[0]?.message).toMatch(
      /constant defaultValue.*required: false.*fill it in for every row, and rerun/
    );
    const run = await runMigrations(options(extended));
    expect(run.error?.code).toBe('REFUSED');
    expect(run.executed).toEqual([]);
    expect((await compileMigrations(options(extended))).error?.code).toBe('REFUSED');
    expect((await checkSchemaDrift(options(extended))).missingColumns).toEqual([`${extended.user!.table}.nickname`]);

    const defaulted = schemaOf(coreSchema, withNickname({ defaultValue: 'anonymous' }));
    expect((await runMigrations(options(defaulted))).error).toBeUndefined();
    const user = await database.kysely.selectFrom(schema.user!.table).selectAll().executeTakeFirstOrThrow();
    expect(user.nickname).toBe('anonymous');
  });

  it('adds a required column without a default to an empty table', async () => {
    expect((await runMigrations(options(schemaOf(coreSchema)))).error).toBeUndefined();
    const extended = schemaOf(coreSchema, withNickname({}));
    const { plan, error } = await runMigrations(options(extended));
    expect(error).toBeUndefined();
    expect(plan.addColumns[0]?.column.notNull).toBe(dialect !== 'sqlite');
    expect(plan.notes).toHaveLength(dialect === 'sqlite' ? 1 : 0);
    expect(isEmptyPlan(await planMigrations(options(extended)))).toBe(true);
  });

  it('adds a column with a foreign key to an existing table', async () => {
    const schema = schemaOf(coreSchema);
    expect((await runMigrations(options(schema))).error).toBeUndefined();
    const extended = schemaOf(coreSchema, {
      session: {
        fields: {
          impersonatedBy: {
            type: 'string',
            required: false,
            references: { model: 'user', field: 'id', onDelete: 'set null' },
          },
        },
      },
    });
    const { error, executed } = await runMigrations(options(extended));
    expect(error).toBeUndefined();
    expect(executed).toHaveLength(dialect === 'sqlite' ? 1 : 2);
    await insertUser(schema, 'admin');
    await insertUser(schema, 'u1');
    const now = encoderFor({ type: 'date' }, dialect)(new Date());
    await database.kysely
      .insertInto(schema.session!.table)
      .values({
        id: 's1',
        token: 't',
        userId: 'u1',
        impersonatedBy: 'admin',
        expiresAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    await database.kysely.deleteFrom(schema.user!.table).where('id', '=', 'admin').execute();
    const session = await database.kysely.selectFrom(schema.session!.table).selectAll().executeTakeFirstOrThrow();
    expect(session.impersonatedBy).toBeNull();
    expect(isEmptyPlan(await planMigrations(options(extended)))).toBe(true);
  });

  it('compiles dialect-correct SQL without changing the database', async () => {
    const schema = schemaOf(coreSchema);
    const { sql, statements, error } = await compileMigrations(options(schema));
    expect(error).toBeUndefined();
    expect(statements).toHaveLength(10);
    expect(sql.startsWith(`-- Latchkey schema migration (${dialect})\n`)).toBe(true);
    for (const fragment of expectedSql[dialect]) expect(sql).toContain(fragment);
    const q = dialect === 'mysql' ? '`' : '"';
    const account = schema.account!.table;
    expect(sql).toContain(
      `create unique index ${q}${account}_providerId_accountId_uidx${q} on ${q}${account}${q} (${q}providerId${q}, ${q}accountId${q});`
    );
    expect(sql).toContain(`references ${q}${schema.user!.table}${q} (${q}id${q}) on delete cascade`);
    expect((await checkSchemaDrift(options(schema))).missingTables).toHaveLength(5);
  });

  it('reports a failed statement, and rolls the whole plan back where DDL is transactional', async () => {
    const before: SchemaDefinition = { note: { fields: { code: { type: 'string', index: true, maxLength: 64 } } } };
    const after: SchemaDefinition = {
      note: {
        fields: { code: { type: 'string', unique: true, maxLength: 64 }, extra: { type: 'string', required: false } },
      },
    };
    const schema = schemaOf(before);
    expect((await runMigrations(options(schema))).error).toBeUndefined();
    await database.kysely
      .insertInto(schema.note!.table)
      .values([
        { id: 'a', code: 'same' },
        { id: 'b', code: 'same' },
      ])
      .execute();
    const { error, executed } = await runMigrations(options(schemaOf(after)));
    expect(error?.code).toBe('FAILED');
    const drift = await checkSchemaDrift(options(schemaOf(after)));
    if (dialect === 'mysql') {
      expect(executed).toHaveLength(1);
      expect(drift.missingColumns).toEqual([]);
    } else {
      expect(error?.message).toContain('Nothing was changed');
      expect(executed).toEqual([]);
      expect(drift.missingColumns).toEqual([`${schema.note!.table}.extra`]);
    }
  });

  // Only MySQL cannot index a text column; the other dialects have no such case.
  if (dialect === 'mysql') it('refuses an index on an existing text column, saying how to change it', async () => {
    const plain: SchemaDefinition = { note: { fields: { body: { type: 'string' } } } };
    const indexed: SchemaDefinition = { note: { fields: { body: { type: 'string', index: true, maxLength: 191 } } } };
    expect((await runMigrations(options(schemaOf(plain)))).error).toBeUndefined();
    const plan = await planMigrations(options(schemaOf(indexed)));
    expect(plan.refusals[0]?.message).toMatch(/is a text column.*Change it to varchar\(191\)/);
  });
});
