/**
 * The conformance suite every `DatabaseAdapter` runs. It brings its own tables
 * (remapped table and column names, every field type, a unique field, a join
 * target and a counter table) and checks each method of the contract, type
 * round-trips and the atomicity promises under real concurrency.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import type { DatabaseAdapter } from '../../core/src/db/adapter.js';
import { describeClaimMany, describeConsumeOne, describeIncrementOne, describeLockOne } from './adapter-suite/atomic.js';
import {
  describeCreateAndRead,
  describeFindManyAndCount,
  describeTypes,
  describeWhere,
  describeWhereCombinations,
} from './adapter-suite/reads.js';
import { suiteContext } from './adapter-suite/suite-context.js';
import {
  describeJoin,
  describeTransaction,
  describeUniqueConstraints,
  describeUpdateAndDelete,
} from './adapter-suite/writes.js';
import { resolveSchema, type ResolvedSchema } from '../../core/src/db/resolve-schema.js';
import type { SchemaDefinition } from '../../core/src/db/schema-types.js';

export interface AdapterSuiteSubject {
  adapter: DatabaseAdapter;
  /** Empties the suite's tables; runs before every test. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface AdapterSuiteOptions {
  name: string;
  /** Creates the tables of `schema` and an adapter over them. */
  create(context: { schema: ResolvedSchema }): Promise<AdapterSuiteSubject>;
}

/**
 * The suite's tables. Physical names carry a random prefix so that two runs on one
 * database never collide.
 *
 * @example
 * const schema = adapterSuiteSchema('lk_1234_');
 * schema.widget.table; // 'lk_1234_widgets'
 */
export function adapterSuiteSchema(prefix: string): ResolvedSchema {
  const tables = {
    owner: {
      fields: { name: { type: 'string' }, email: { type: 'string', unique: true, maxLength: 191 } },
    },
    widget: {
      modelName: `${prefix}widgets`,
      fields: {
        name: { type: 'string', fieldName: 'widget_name' },
        slug: { type: 'string', unique: true, maxLength: 191 },
        quantity: { type: 'number' },
        big: { type: 'number', bigint: true, required: false },
        active: { type: 'boolean', defaultValue: false, fieldName: 'is_active' },
        launchedAt: { type: 'date', fieldName: 'launched_at' },
        meta: { type: 'json', required: false },
        note: { type: 'string', required: false },
        ownerId: {
          type: 'string',
          required: false,
          maxLength: 191,
          references: { model: 'owner', field: 'id', onDelete: 'set null' },
        },
      },
    },
    ledger: {
      modelName: `${prefix}ledger`,
      fields: {
        key: { type: 'string', unique: true, maxLength: 191 },
        count: { type: 'number' },
        label: { type: 'string', required: false },
      },
    },
  } satisfies SchemaDefinition;
  // The owner table is renamed through customization, the way users rename tables.
  return resolveSchema([tables], { owner: { modelName: `${prefix}owners`, fields: { email: 'email_address' } } });
}

/**
 * Runs the conformance suite against an adapter factory.
 *
 * @example
 * runAdapterSuite({ name: 'memory', create: async ({ schema }) => ({ adapter: memoryAdapter(schema), reset, close }) });
 */
export function runAdapterSuite(options: AdapterSuiteOptions): void {
  describe(`adapter conformance: ${options.name}`, () => {
    const schema = adapterSuiteSchema(`lk${randomBytes(3).toString('hex')}_`);
    let subject: AdapterSuiteSubject | undefined;
    beforeAll(async () => {
      subject = await options.create({ schema });
    });
    afterAll(async () => {
      await subject?.close();
    });
    beforeEach(async () => {
      await subject!.reset();
    });
    const t = suiteContext(() => subject!.adapter);

    describeCreateAndRead(t);
    describeFindManyAndCount(t);
    describeWhere(t);
    describeWhereCombinations(t);
    describeTypes(t);
    describeUpdateAndDelete(t);
    describeUniqueConstraints(t);
    describeJoin(t);
    describeTransaction(t);
    describeConsumeOne(t);
    describeIncrementOne(t);
    describeClaimMany(t);
    describeLockOne(t);
  });
}
