import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root, where `tsx` and the workspace packages resolve. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Starts a TypeScript entry in a new Node process the way an app runs from source:
 * `latchkey` and its plugins resolve to their `src`, `tsx` compiles on the fly.
 *
 * @example
 * const child = spawnSource('packages/test-utils/src/migrating-instance.ts', [], { env: { LATCHKEY_MIGRATING_DATABASE: url } });
 */
export function spawnSource(entry: string, args: readonly string[], options: { env?: Record<string, string> } = {}): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--conditions=latchkey:source', '--import', 'tsx', entry, ...args], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, ...options.env },
  });
}
