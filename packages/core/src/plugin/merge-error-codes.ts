import type { ErrorCodeTable } from '../error/auth-error.js';
import type { AnyPlugin } from '../declarations/auth-context.js';

/**
 * The core's error codes with every plugin's. A code declared twice would
 * answer with whichever table came last, so it is refused at start, naming
 * both declarations.
 */
export function mergeErrorCodes(core: ErrorCodeTable, plugins: readonly AnyPlugin[]): ErrorCodeTable {
  const owners = new Map<string, string>(Object.keys(core).map((code) => [code, 'the core']));
  const merged: ErrorCodeTable = { ...core };
  for (const plugin of plugins) {
    for (const [code, definition] of Object.entries(plugin.errorCodes ?? {})) {
      const owner = owners.get(code);
      if (owner) {
        throw new Error(
          `Latchkey: plugin "${plugin.id}" declares error code ${code}, which ${owner} already declares. Reuse that code instead.`,
        );
      }
      owners.set(code, `plugin "${plugin.id}"`);
      merged[code] = definition as ErrorCodeTable[string];
    }
  }
  return merged;
}
