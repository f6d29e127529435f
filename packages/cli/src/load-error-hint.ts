/** Node's codes for a CommonJS module that tried to `require()` an ES module and could not. */
const ESM_FROM_COMMONJS = new Set(['ERR_PACKAGE_PATH_NOT_EXPORTED', 'ERR_REQUIRE_ESM', 'ERR_REQUIRE_ASYNC_MODULE']);

/**
 * What to do when the config module failed to load because the project runs it as
 * CommonJS (a `package.json` without `"type": "module"`, as `npm init` makes it)
 * and something it imports is an ES module only. Null for other failures.
 *
 * @example
 * const hint = loadErrorHint(error); // 'The config runs as CommonJS …'
 */
export function loadErrorHint(cause: unknown): string | null {
  const code = (cause as { code?: unknown } | null)?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  const fromCommonJs = (typeof code === 'string' && ESM_FROM_COMMONJS.has(code)) || message.includes('No "exports" main defined');
  if (!fromCommonJs) return null;
  return [
    'The config runs as CommonJS here, and it imports a package that only loads as an ES module.',
    'Add "type": "module" to your package.json (or name the config auth.mts), and use Node.js 20.19 or later.',
  ].join('\n');
}
