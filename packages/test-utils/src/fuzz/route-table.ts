// The routes to fuzz, read from the instance's endpoint registry so a new
// endpoint is fuzzed without being listed anywhere.
import type { z } from 'zod';
import { resolveSchema, type InputSchema } from 'latchkey/plugins';

/** One route of the registry: its methods, path, and the field names its schemas know. */
export interface FuzzRoute {
  methods: readonly string[];
  path: string;
  /** `:name` segments of the path. */
  params: readonly string[];
  /** Field name → the zod type of the field (`string`, `number`, `boolean`, `array`, ...). */
  bodyFields: Readonly<Record<string, string>>;
  queryFields: Readonly<Record<string, string>>;
}

interface RegistryEntry {
  method: string | readonly string[];
  path: string;
  body?: InputSchema;
  query?: InputSchema;
}

/**
 * Every route of an instance's `endpoints`, server-only ones included (they must answer 404).
 *
 * @example
 * (await routeTable(auth.endpoints)).map((route) => route.path); // ['/ok', '/error', '/sign-up/email', ...]
 */
export function routeTable(endpoints: object): Promise<FuzzRoute[]> {
  return Promise.all(
    Object.values(endpoints).map(async (value) => {
      const entry = value as RegistryEntry;
      return {
        methods: [entry.method].flat(),
        path: entry.path,
        params: [...entry.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? ''),
        bodyFields: fieldsOf(entry.body && (await resolveSchema(entry.body))),
        queryFields: fieldsOf(entry.query && (await resolveSchema(entry.query))),
      };
    }),
  );
}

interface SchemaDef {
  type: string;
  shape?: Record<string, { _zod: { def: SchemaDef } }>;
  innerType?: { _zod: { def: SchemaDef } };
  in?: { _zod: { def: SchemaDef } };
  left?: { _zod: { def: SchemaDef } };
  right?: { _zod: { def: SchemaDef } };
  options?: { _zod: { def: SchemaDef } }[];
}

/** The top-level fields of an object schema, looking through optional, default, pipe, intersection and union wrappers. */
function fieldsOf(schema: z.ZodType | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  const visit = (def: SchemaDef | undefined, depth: number): void => {
    if (!def || depth > 8) return;
    if (def.type === 'object') {
      for (const [key, field] of Object.entries(def.shape ?? {})) fields[key] = leafType(field._zod.def);
    }
    for (const inner of [def.innerType, def.in, def.left, def.right, ...(def.options ?? [])]) visit(inner?._zod.def, depth + 1);
  };
  visit((schema as unknown as { _zod?: { def: SchemaDef } } | undefined)?._zod?.def, 0);
  return fields;
}

/** The type under a field's optional/nullable/default/pipe wrappers. */
function leafType(def: SchemaDef): string {
  let current: SchemaDef | undefined = def;
  for (let i = 0; i < 8 && current; i++) {
    const inner: { _zod: { def: SchemaDef } } | undefined = current.innerType ?? current.in;
    if (!inner) return current.type;
    current = inner._zod.def;
  }
  return current?.type ?? 'unknown';
}
