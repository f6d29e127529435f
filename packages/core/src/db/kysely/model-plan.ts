import type { JoinClause, Row } from '../adapter.js';
import { defaultValueOf } from '../default-value.js';
import type { SqlDialect } from '../migrate/column-type.js';
import type { ResolvedField, ResolvedSchema, ResolvedTable } from '../resolve-schema.js';
import { decoderFor, encoderFor, type Decoder, type Encoder } from './value-codec.js';
import { compileRecord, type RecordBuilder } from '../compile-record.js';

/** The table alias of the base model in joined queries. */
export const BASE_ALIAS = 'b';

export interface FieldPlan {
  name: string;
  column: string;
  /** The column qualified with the base alias, for joined queries. */
  qualified: string;
  /** Whether the column may hold NULL. */
  optional: boolean;
  encode: Encoder;
  /** `undefined` when the driver already returns the JavaScript value. */
  decode: Decoder | undefined;
  field: ResolvedField;
}

/** A joined model's part of a one-query `findOne`, built once per join shape. */
export interface JoinPlan {
  alias: string;
  /** `table as j_alias`. */
  from: string;
  /** Left and right sides of the ON condition. */
  on: readonly [string, string];
  selections: readonly string[];
  /** `[result key, field name, decoder]` per field. */
  fields: readonly (readonly [string, string, Decoder | undefined])[];
  idKey: string;
  /** The joined record in one object literal, where code can be compiled. */
  build: RecordBuilder | undefined;
}

/**
 * Everything the adapter needs to know about one model, computed once from the
 * resolved schema so that a query only fills in values: select lists with
 * logical aliases, encoders, decoders and joins.
 */
export interface ModelPlan {
  model: string;
  table: string;
  idColumn: string;
  /** `column as field` for every field. */
  selections: readonly string[];
  /** `b.column as field` for every field. */
  qualifiedSelections: readonly string[];
  /** Every field, `id` first. */
  fields: readonly FieldPlan[];
  field(name: string): FieldPlan;
  /** Decodes a row selected with `selections`, in place. */
  decode(row: Row): Row;
  /** Encodes logical data into physical columns, skipping `undefined`. */
  encode(data: Row): Row;
  /** `encode` plus defaults for missing fields and an id when none is given. */
  encodeInsert(data: Row): Row;
  join(alias: string, clause: JoinClause): JoinPlan;
  /** Decodes a joined row into `{ ...base, [alias]: joined | null }`. */
  decodeJoined(row: Row, joins: readonly JoinPlan[]): Row;
}

/** Builds a plan for every model of the schema. */
export function createModelPlans(schema: ResolvedSchema, dialect: SqlDialect): Map<string, ModelPlan> {
  const plans = new Map<string, ModelPlan>();
  const lookup = (model: string): ModelPlan => {
    const plan = plans.get(model);
    if (!plan) throw new Error(`Unknown model "${model}"`);
    return plan;
  };
  for (const table of Object.values(schema)) plans.set(table.model, createModelPlan(table, dialect, lookup));
  return plans;
}

function createModelPlan(table: ResolvedTable, dialect: SqlDialect, lookup: (model: string) => ModelPlan): ModelPlan {
  const fields = new Map<string, FieldPlan>();
  const decoders: [string, Decoder][] = [];
  const defaults: ResolvedField[] = [];
  for (const field of Object.values(table.fields)) {
    const decoder = decoderFor(field, dialect);
    fields.set(field.name, {
      name: field.name,
      column: field.column,
      qualified: `${BASE_ALIAS}.${field.column}`,
      optional: field.required === false,
      encode: encoderFor(field, dialect),
      decode: decoder,
      field,
    });
    if (decoder) decoders.push([field.name, decoder]);
    if (field.defaultValue !== undefined) defaults.push(field);
  }
  const fieldPlan = (name: string): FieldPlan => {
    const plan = fields.get(name);
    if (!plan) throw new Error(`Unknown field "${name}" on model "${table.model}"`);
    return plan;
  };
  const all = [...fields.values()];
  const joins = new Map<string, JoinPlan>();
  const encode = (data: Row): Row => {
    const out: Row = {};
    for (const key in data) {
      const value = data[key];
      if (value === undefined) continue;
      const plan = fieldPlan(key);
      out[plan.column] = plan.encode(value);
    }
    return out;
  };
  const idColumn = fieldPlan('id').column;
  const buildBase = compileRecord(all.map((f) => [f.name, f.name, f.decode] as const));

  return {
    model: table.model,
    table: table.table,
    idColumn,
    selections: all.map((f) => `${f.column} as ${f.name}`),
    qualifiedSelections: all.map((f) => `${f.qualified} as ${f.name}`),
    fields: all,
    field: fieldPlan,
    decode(row) {
      for (const [name, decoder] of decoders) row[name] = decoder(row[name]);
      return row;
    },
    encode,
    encodeInsert(data) {
      const out = encode(data);
      for (const field of defaults) {
        if (data[field.name] !== undefined) continue;
        out[field.column] = fieldPlan(field.name).encode(defaultValueOf(field));
      }
      if (out[idColumn] === undefined || out[idColumn] === null) out[idColumn] = crypto.randomUUID();
      return out;
    },
    join(alias, clause) {
      const key = `${alias}\u0000${clause.model}\u0000${clause.from}\u0000${clause.to}`;
      let plan = joins.get(key);
      if (!plan) {
        plan = createJoinPlan(alias, clause, fieldPlan(clause.from), lookup(clause.model));
        joins.set(key, plan);
      }
      return plan;
    },
    decodeJoined(row, joinPlans) {
      const out = buildBase ? buildBase(row) : decodeByLoop(row, all);
      for (const join of joinPlans) out[join.alias] = decodeJoinedPart(row, join);
      return out;
    },
  };
}

function createJoinPlan(alias: string, clause: JoinClause, from: FieldPlan, target: ModelPlan): JoinPlan {
  const tableAlias = `j_${alias}`;
  const fields: (readonly [string, string, Decoder | undefined])[] = [];
  const selections: string[] = [];
  for (const field of target.fields) {
    const key = `${alias}.${field.name}`;
    selections.push(`${tableAlias}.${field.column} as ${key}`);
    fields.push([key, field.name, field.decode]);
  }
  return {
    alias,
    from: `${target.table} as ${tableAlias}`,
    on: [from.qualified, `${tableAlias}.${target.field(clause.to).column}`],
    selections,
    fields,
    idKey: `${alias}.id`,
    build: compileRecord(fields.map(([key, name, decode]) => [name, key, decode] as const)),
  };
}

function decodeByLoop(row: Row, fields: readonly FieldPlan[]): Row {
  const out: Row = {};
  for (const f of fields) out[f.name] = f.decode ? f.decode(row[f.name]) : row[f.name];
  return out;
}

function decodeJoinedPart(row: Row, join: JoinPlan): Row | null {
  if (row[join.idKey] === null || row[join.idKey] === undefined) return null;
  if (join.build) return join.build(row);
  const out: Row = {};
  for (const [key, name, decoder] of join.fields) out[name] = decoder ? decoder(row[key]) : row[key];
  return out;
}
