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

type FieldValue<F extends FieldDefinition> = F['type'] extends 'string'
  ? string
  : F['type'] extends 'number'
    ? number
    : F['type'] extends 'boolean'
      ? boolean
      : F['type'] extends 'date'
        ? Date
        : unknown;

type IsRequired<F> = F extends { required: false } ? false : true;
type IsReturned<F> = F extends { returned: false } ? false : true;
type IsInput<F> = F extends { input: false } ? false : true;
/** Must a creating request give it: required, with no default. */
type IsRequiredInput<F> = IsRequired<F> extends true ? (F extends { defaultValue: unknown } ? false : true) : false;

/** The record type of a table: required fields as values, optional ones as `T | null | undefined`. */
export type InferRecord<T extends TableDefinition> = { id: string } & {
  [K in keyof T['fields'] as IsReturned<T['fields'][K]> extends true
    ? IsRequired<T['fields'][K]> extends true
      ? K
      : never
    : never]: FieldValue<T['fields'][K]>;
} & {
  [K in keyof T['fields'] as IsReturned<T['fields'][K]> extends true
    ? IsRequired<T['fields'][K]> extends true
      ? never
      : K
    : never]?: FieldValue<T['fields'][K]> | null;
};

/**
 * The stored row of a table: every field, those answers leave out
 * (`returned: false`) included. What a plugin reads from its own tables.
 *
 * @example
 * type PasskeyRow = InferRow<(typeof passkeySchema)['passkey']>;
 */
export type InferRow<T extends TableDefinition> = { id: string } & {
  [K in keyof T['fields'] as IsRequired<T['fields'][K]> extends true ? K : never]: FieldValue<T['fields'][K]>;
} & {
  [K in keyof T['fields'] as IsRequired<T['fields'][K]> extends true ? never : K]?: FieldValue<T['fields'][K]> | null;
};

/** Extra fields a user or plugin adds to an existing table. */
export type FieldAdditions = Record<string, FieldDefinition>;

/** The record type of a set of extra fields (no `id`), e.g. `user.additionalFields`. */
// Written out rather than `Omit<InferRecord<…>, 'id'>`: an app's type-check evaluates it for every plugin that extends the user or session.
export type InferFields<F extends FieldAdditions> = {
  [K in keyof F as IsReturned<F[K]> extends true ? (IsRequired<F[K]> extends true ? K : never) : never]: FieldValue<F[K]>;
} & {
  [K in keyof F as IsReturned<F[K]> extends true ? (IsRequired<F[K]> extends true ? never : K) : never]?: FieldValue<F[K]> | null;
};

/**
 * What a request may set of a set of extra fields when it creates a record
 * (sign-up): fields declared `input: false` left out, required ones required
 * unless they have a default. Updates take it `Partial`.
 */
export type InferInputFields<F extends FieldAdditions> = {
  [K in keyof F as IsInput<F[K]> extends true ? (IsRequiredInput<F[K]> extends true ? K : never) : never]: FieldValue<F[K]>;
} & {
  [K in keyof F as IsInput<F[K]> extends true ? (IsRequiredInput<F[K]> extends true ? never : K) : never]?: FieldValue<F[K]> | null;
};
