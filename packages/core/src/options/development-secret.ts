/** Where, under the app's working directory, the development secret is kept. */
export const DEVELOPMENT_SECRET_PATH = 'node_modules/.cache/latchkey/dev-secret';

/** Shared through globalThis: frameworks load the auth module more than once per process. */
const CACHE = Symbol.for('latchkey.developmentSecrets');
type Cache = Map<string, string>;

/**
 * The secret used outside production when none is configured: random once, then
 * kept in `node_modules/.cache/latchkey/dev-secret` and shared by every instance
 * in the process. A fresh secret per module or per restart would sign cookies
 * that the next module or the restarted server refuses, so the app shows
 * "signed out" while its session is alive. Throws, saying what to set, where no
 * file can be kept (a runtime without node:fs, a read-only directory).
 *
 * @example
 * const { secret, file } = developmentSecret({ cwd: process.cwd() });
 */
export function developmentSecret(options: { cwd: string }): { secret: string; file: string } {
  const fs = globalThis.process?.getBuiltinModule?.('node:fs');
  const path = globalThis.process?.getBuiltinModule?.('node:path');
  if (!fs || !path) throw noSecret('this runtime has no file system to keep a development secret in');
  const file = path.join(options.cwd, DEVELOPMENT_SECRET_PATH);
  const cache = ((globalThis as { [CACHE]?: Cache })[CACHE] ??= new Map());
  const known = cache.get(file);
  if (known) return { secret: known, file };
  try {
    const secret = readSecret(fs, file) ?? createSecret(fs, path, file);
    cache.set(file, secret);
    return { secret, file };
  } catch (cause) {
    throw noSecret(`${file} could not be kept (${cause instanceof Error ? cause.message : String(cause)})`);
  }
}

type Fs = typeof import('node:fs');

function readSecret(fs: Fs, file: string): string | null {
  if (!fs.existsSync(file)) return null;
  const secret = fs.readFileSync(file, 'utf8').trim();
  return secret.length >= 32 ? secret : null;
}

function createSecret(fs: Fs, path: typeof import('node:path'), file: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const secret = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // `wx`: when two processes start together, the second reads the first one's secret.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    const existing = (error as { code?: unknown }).code === 'EEXIST' ? readSecret(fs, file) : null;
    if (existing) return existing;
    throw error;
  }
}

function noSecret(reason: string): Error {
  return new Error(
    `Latchkey: no secret configured, and ${reason}. Set LATCHKEY_SECRET (make one with \`npx latchkey secret\`) or the \`secret\` option.`,
  );
}
