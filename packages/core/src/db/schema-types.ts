/**
 * The schema is data: core and plugins declare tables and fields once, and the
 * migrations, the adapter's type conversions and the TypeScript record types are
 * all derived from these declarations.
 */
export type FieldType = 'string' | 'number' | 'boolean' | 'date' | 'json';

export interface FieldReference {
  model: string;
  field: string;
  onDelete?: 'cascade' | 'set null' | 'restrict' | 'no action';
}

export interface FieldDefinition<T extends FieldType = FieldType> {
  type: T;
  /** Required on create; the column is NOT NULL. Defaults to true. */
  required?: boolean;
  unique?: boolean;
  index?: boolean;
  references?: FieldReference;
  /** A constant or a function producing the value when the input leaves it out. */
  defaultValue?: unknown;
  /** Whether public endpoints accept it as input (sign-up, update-user). Defaults to true. */
  input?: boolean;
  /** Whether answers return it. Defaults to true. */
  returned?: boolean;
  /** Physical column name, when it differs from the field name. */
  fieldName?: string;
  /** Bound for indexed strings on dialects that need one (MySQL). */
  maxLength?: number;
  /** Number columns that need 64 bits. */
  bigint?: boolean;
}

export interface TableDefinition {
  fields: Record<string, FieldDefinition>;
  /** Physical table name, when it differs from the model name. */
  modelName?: string;
  /** Composite indexes. Single-field ones are declared on the field. */
  indexes?: readonly { fields: readonly string[]; unique?: boolean; name?: string }[];
}

export type SchemaDefinition = Record<string, TableDefinition>;

/** The TypeScript type of each storable field type; `json` reads as `unknown`. */
interface FieldValues {
  string: string;
  number: number;
  boolean: boolean;
  date: Date;
}

// One lookup, not a chain of `F['type'] extends …` tests: an app's type-check works
// this out for every extra field of every plugin.
type FieldValue<F> = F extends { type: infer T extends keyof FieldValues } ? FieldValues[T] : unknown;

// Where a field lands, worked out once per field and read by both halves of a
// record type (its required keys, its optional ones): each nested test counts
// for every field of every plugin in an app's type-check.
/** In an answer: left out (`returned: false`), optional (`required: false`) or required. */
type RecordSlot<F> = F extends { returned: false } ? 'none' : F extends { required: false } ? 'optional' : 'required';
/** In a stored row: optional (`required: false`) or required. */
type RowSlot<F> = F extends { required: false } ? 'optional' : 'required';
/** In a request creating the record: not settable (`input: false`), optional (not required, or defaulted) or required. */
type InputSlot<F> = F extends { input: false }
  ? 'none'
  : F extends { required: false }
    ? 'optional'
    : F extends { defaultValue: unknown }
      ? 'optional'
      : 'required';

/** The record type of a table: required fields as values, optional ones as `T | null | undefined`. */
export type InferRecord<T extends TableDefinition> = { id: string } & {
  [K in keyof T['fields'] as RecordSlot<T['fields'][K]> extends 'required' ? K : never]: FieldValue<T['fields'][K]>;
} & {
  [K in keyof T['fields'] as RecordSlot<T['fields'][K]> extends 'optional' ? K : never]?: FieldValue<T['fields'][K]> | null;
};

/**
 * The stored row of a table: every field, those answers leave out
 * (`returned: false`) included. What a plugin reads from its own tables.
 *
 * @example
 * type PasskeyRow = InferRow<(typeof passkeySchema)['passkey']>;
 */
export type InferRow<T extends TableDefinition> = { id: string } & {
  [K in keyof T['fields'] as RowSlot<T['fields'][K]> extends 'required' ? K : never]: FieldValue<T['fields'][K]>;
} & {
  [K in keyof T['fields'] as RowSlot<T['fields'][K]> extends 'optional' ? K : never]?: FieldValue<T['fields'][K]> | null;
};

/** Extra fields a user or plugin adds to an existing table. */
export type FieldAdditions = Record<string, FieldDefinition>;

/** The record type of a set of extra fields (no `id`), e.g. `user.additionalFields`. */
// Written out rather than `Omit<InferRecord<…>, 'id'>`: an app's type-check evaluates it for every plugin that extends the user or session.
export type InferFields<F extends FieldAdditions> = {
  [K in keyof F as RecordSlot<F[K]> extends 'required' ? K : never]: FieldValue<F[K]>;
} & {
  [K in keyof F as RecordSlot<F[K]> extends 'optional' ? K : never]?: FieldValue<F[K]> | null;
};

/**
 * What a request may set of a set of extra fields when it creates a record
 * (sign-up): fields declared `input: false` left out, required ones required
 * unless they have a default. Updates take it `Partial`.
 */
export type InferInputFields<F extends FieldAdditions> = {
  [K in keyof F as InputSlot<F[K]> extends 'required' ? K : never]: FieldValue<F[K]>;
} & {
  [K in keyof F as InputSlot<F[K]> extends 'optional' ? K : never]?: FieldValue<F[K]> | null;
};
