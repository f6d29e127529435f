import type { SchemaDefinition } from '../db/schema-types.js';
import type { AnyEndpoint } from '../endpoint/types.js';
import type { ErrorCodeTable } from '../error/auth-error.js';
import type { LatchkeyPlugin } from './types.js';

/**
 * Declares a plugin, keeping its id, endpoints, schema and error codes as literal
 * types so `createAuth` and the client infer them.
 *
 * @example
 * const audit = definePlugin({ id: 'audit', hooks: { after: [{ matcher: () => true, handler: log }] } });
 */
export function definePlugin<
  const Id extends string,
  Endpoints extends Record<string, AnyEndpoint> = {},
  const Schema extends SchemaDefinition = {},
  const Codes extends ErrorCodeTable = {},
>(plugin: LatchkeyPlugin<Id, Endpoints, Schema, Codes>): LatchkeyPlugin<Id, Endpoints, Schema, Codes> {
  return plugin;
}
