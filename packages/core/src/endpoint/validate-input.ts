import { isLazySchema, type InputSchema } from './lazy-schema.js';
import { AuthError, type ErrorCodeTable } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';

/**
 * Validates one input part with its schema. Failures answer 400 VALIDATION_ERROR
 * naming the fields (`[body.name] Invalid input: …`), never echoing the values. A refinement that carries
 * `params: { code }` of a declared error code answers with that code instead
 * (`INVALID_EMAIL`, `PASSWORD_TOO_SHORT`, …).
 */
export async function validateInput(
  source: InputSchema | undefined,
  value: unknown,
  options: { part: 'body' | 'query'; codes: ErrorCodeTable },
): Promise<unknown> {
  if (!source) return value;
  const lazy = isLazySchema(source);
  if (lazy && source.optional && isAbsent(value, options.part)) return undefined;
  const schema = lazy ? (source.built ?? (await source.resolve())) : source;
  const result = await schema.safeParseAsync(value ?? (options.part === 'query' ? {} : undefined));
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const code = issue.code === 'custom' ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
    if (typeof code === 'string' && options.codes[code]) throw AuthError.of(options.codes, code);
  }
  const fields = result.error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : options.part,
    message: issue.message,
  }));
  throw AuthError.of(CORE_ERROR_CODES, 'VALIDATION_ERROR', {
    message: fields.map((f) => `[${qualified(options.part, f.field)}] ${f.message}`).join('; '),
    details: { fields },
  });
}

/**
 * The input as `validateInput` would answer it when no schema has to run: no
 * schema, or an optional lazy one and no input. `RUNS_SCHEMA` otherwise. Lets the
 * pipeline skip a turn of the microtask queue for the common request without input.
 *
 * @example
 * const known = inputWithoutSchema(endpoint.query, query, 'query');
 * const value = known === RUNS_SCHEMA ? await validateInput(endpoint.query, query, options) : known;
 */
export function inputWithoutSchema(source: InputSchema | undefined, value: unknown, part: 'body' | 'query'): unknown {
  if (!source) return value;
  if (isLazySchema(source) && source.optional && isAbsent(value, part)) return undefined;
  return RUNS_SCHEMA;
}

/** What `inputWithoutSchema` answers when the schema must run. */
export const RUNS_SCHEMA: unique symbol = Symbol('latchkey.runsSchema');

/** No input at all: no body, or a query string without parameters. */
function isAbsent(value: unknown, part: 'body' | 'query'): boolean {
  if (value === undefined || value === null) return true;
  return part === 'query' && typeof value === 'object' && Object.keys(value).length === 0;
}

/**
 * `body.email`, as the established API words it (`[body.email] Invalid email
 * address`), so clients that show or match that message keep working.
 */
function qualified(part: string, field: string): string {
  return field === part ? part : `${part}.${field}`;
}
