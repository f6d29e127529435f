import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { loadErrorHint } from './load-error-hint.js';
import type { DatabaseAdapter, MigrationOptions, ResolvedSchema, SqlDialect } from 'latchkey/db';

/** The part of an auth instance's context the commands use. */
export interface CliAuthContext {
  db: DatabaseAdapter;
  kysely?: MigrationOptions['kysely'] | undefined;
  dialect?: SqlDialect | undefined;
  schema: ResolvedSchema;
  /** What `doctor` reads: the options as written, and the base URL Latchkey resolved from them. */
  options?: { secret?: unknown; baseURL?: unknown; trustedOrigins?: readonly string[] } | undefined;
  baseURL?: string | undefined;
}

export type LoadResult = { context: CliAuthContext; error?: undefined } | { context?: undefined; error: string };

/**
 * Imports the config module (TypeScript or JavaScript) and awaits the context of the
 * auth instance it exports as `auth` or as the default export.
 *
 * @example
 * const { context, error } = await loadAuthContext('src/auth.ts', { cwd: process.cwd() });
 */
export async function loadAuthContext(configPath: string, options: { cwd: string }): Promise<LoadResult> {
  const file = resolve(options.cwd, configPath);
  if (!existsSync(file)) return { error: `Config file not found: ${file}` };
  // The check at start would refuse the very drift `migrate` is here to fix, and its
  // `migrate` mode would apply changes that `generate` only means to print.
  process.env.LATCHKEY_SCHEMA_CHECK = 'off';
  let mod: Record<string, unknown>;
  try {
    // tsx loads TypeScript configs and lets JavaScript ones import TypeScript files.
    mod = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
  } catch (cause) {
    const hint = loadErrorHint(cause);
    const reason = cause instanceof Error ? cause.message : String(cause);
    return { error: `Could not load ${configPath}: ${reason}${hint ? `\n${hint}` : ''}` };
  }
  const auth = pickAuth(mod);
  if (!auth) {
    return { error: `${configPath} must export the auth instance as \`auth\` or as the default export.` };
  }
  try {
    const context = (await auth.$context) as Partial<CliAuthContext> | undefined;
    if (!context?.schema || !context.db) {
      return { error: `The auth instance exported by ${configPath} has no database schema or adapter.` };
    }
    return { context: context as CliAuthContext };
  } catch (cause) {
    return { error: `The auth instance failed to start: ${cause instanceof Error ? cause.message : String(cause)}` };
  }
}

function pickAuth(mod: Record<string, unknown>): { $context: unknown } | undefined {
  // A CommonJS or transpiled module may wrap its exports in one more `default`.
  const nested = mod.default as Record<string, unknown> | undefined;
  for (const candidate of [mod.auth, mod.default, nested?.auth, nested?.default]) {
    if (candidate && typeof candidate === 'object' && '$context' in candidate)
      return candidate as { $context: unknown };
  }
  return undefined;
}

/**
 * What migrations need from a context, or why it cannot be migrated: an adapter of
 * the user's own has no Kysely instance for Latchkey to run DDL on.
 */
export function migrationOptionsOf(context: CliAuthContext): MigrationOptions | string {
  const { kysely, dialect, schema } = context;
  if (!kysely || !dialect) {
    return 'This auth instance does not reach its database through Kysely, so Latchkey cannot migrate it. Create the tables your adapter needs with its own tools.';
  }
  return { kysely, dialect, schema };
}
