import type { z } from 'zod';

/** The zod namespace a lazy schema is built with: the core's own copy. */
export type Zod = typeof z;

let loading: Promise<Zod> | undefined;

// A registered symbol, not `instanceof`: a plugin built against another copy of
// latchkey still hands over schemas the engine recognises.
const LAZY = Symbol.for('latchkey.lazySchema');

/** The core's zod, loaded on the first call (it is not loaded at start). */
export function loadZod(): Promise<Zod> {
  loading ??= import('zod').then(
    (module) => module.z,
    (error: unknown) => {
      // A failed load (a file missing from a broken deploy) is tried again by the next call.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * An input schema built from the core's zod the first time it is needed, not when
 * its module loads: a server with every plugin then starts without loading zod or
 * building hundreds of schemas no request has asked for (docs/performance.md).
 *
 * `_zod` is declared for the types only: the built schema's input and output,
 * worked out where the schema is declared (`I` and `O`), so that a package's
 * declarations carry them as plain types and an app reading an endpoint's input
 * never resolves zod's types again (docs/performance.md). At run time, get the
 * schema with `resolveSchema`.
 */
export class LazySchema<S extends z.ZodType = z.ZodType, I = z.input<S>, O = z.output<S>> {
  declare readonly _zod: { readonly input: I; readonly output: O };
  readonly [LAZY] = true;
  readonly #build: (zod: Zod) => S;
  #built: S | undefined;
  /** True when the schema accepts an absent input; it then answers `undefined` unbuilt. */
  readonly optional: boolean;

  constructor(build: (zod: Zod) => S, optional: boolean) {
    this.#build = build;
    this.optional = optional;
  }

  /** The schema once built, else `undefined`: lets a request skip a turn of the event loop. */
  get built(): S | undefined {
    return this.#built;
  }

  /** The built schema; zod is loaded and the schema built on the first call. */
  async resolve(): Promise<S> {
    if (this.#built) return this.#built;
    const zod = await loadZod();
    this.#built ??= this.#build(zod);
    return this.#built;
  }
}

/**
 * Declares an endpoint input schema that is built when first used, from the zod
 * passed in. Give `{ optional: true }` when the schema accepts an absent input
 * (its top level is `.optional()`): a call without that input then skips it.
 *
 * @example
 * defineEndpoint({
 *   method: 'POST',
 *   path: '/notes/add',
 *   body: lazySchema((z) => z.object({ text: z.string().max(500) })),
 *   handler: (ctx) => ({ text: ctx.body.text }),
 * });
 */
export function lazySchema<S extends z.ZodType>(build: (zod: Zod) => S, options?: { optional?: boolean }): LazySchema<S> {
  return new LazySchema(build, options?.optional === true);
}

/** An endpoint input schema: a zod schema, or one built on first use (`lazySchema`). */
export type InputSchema = z.ZodType | LazySchema;

/** True for a schema declared with `lazySchema`, from any copy of latchkey. */
export function isLazySchema(value: unknown): value is LazySchema {
  return typeof value === 'object' && value !== null && (value as { [LAZY]?: unknown })[LAZY] === true;
}

/** The zod schema of an input schema, building a lazy one if it is not built yet. */
export function resolveSchema<S extends z.ZodType>(schema: S | LazySchema<S>): Promise<S> {
  return isLazySchema(schema) ? (schema as LazySchema<S>).resolve() : Promise.resolve(schema as S);
}
