import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The playground's folder: index.html, vite.config.ts, src/ and the built dist/. */
export const PLAYGROUND_DIR = join(import.meta.dirname, '..');
export const DIST_DIR = join(PLAYGROUND_DIR, 'dist');

// What the bundle is made of: the app and the client packages it imports from source.
const INPUTS = [
  join(PLAYGROUND_DIR, 'src'),
  join(PLAYGROUND_DIR, 'public'),
  join(PLAYGROUND_DIR, 'index.html'),
  join(PLAYGROUND_DIR, 'vite.config.ts'),
  join(PLAYGROUND_DIR, '../../packages/client/src'),
  join(PLAYGROUND_DIR, '../../packages/react/src'),
  join(PLAYGROUND_DIR, '../../packages/plugins/admin/src'),
  join(PLAYGROUND_DIR, '../../packages/plugins/two-factor/src'),
  join(PLAYGROUND_DIR, '../../packages/plugins/oidc-provider/src'),
  join(PLAYGROUND_DIR, '../../packages/plugins/audit-log/src'),
];

/**
 * Builds the React app with Vite unless dist/ is newer than every input, so a
 * restart is instant and an edit is never served stale.
 *
 * @example
 * await buildAppIfNeeded(); // dist/index.html exists and is current
 */
export async function buildAppIfNeeded(options: { log?: boolean } = {}): Promise<void> {
  const built = join(DIST_DIR, 'index.html');
  if (existsSync(built) && statSync(built).mtimeMs >= newestInput()) return;
  const started = Date.now();
  if (options.log !== false) console.log('[playground] building the app with Vite…');
  // Loaded only when a build is due: a current dist/ starts without Vite.
  const { build } = await import('vite');
  // Vite reads NODE_ENV to choose React's production JSX runtime, and writes it for the
  // whole process when unset. Build under `production` whatever the caller runs under
  // (vitest sets `test`), then put it back so Latchkey, created next, keeps its own rules.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: PLAYGROUND_DIR, configFile: join(PLAYGROUND_DIR, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  if (options.log !== false) console.log(`[playground] built in ${Date.now() - started} ms`);
}

function newestInput(): number {
  let newest = 0;
  const visit = (path: string): void => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (!entry.endsWith('.test.ts') && !entry.endsWith('.test.tsx')) visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const input of INPUTS) visit(input);
  return newest;
}
