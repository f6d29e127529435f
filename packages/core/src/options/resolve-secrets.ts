import type { Logger } from '../logger/create-logger.js';
import { developmentSecret } from './development-secret.js';
import { requiresProductionSettings } from './requires-production-settings.js';

/** Values that ship in examples and must never protect a production deployment. */
const WELL_KNOWN = new Set([
  'secret',
  'changeme',
  'change-me',
  'password',
  'development',
  'latchkey',
  'latchkey-secret',
  'your-secret',
  'your-secret-here',
  'better-auth-secret-123456789',
]);

/**
 * Resolves the signing secrets: `[current, ...previous]` from options or
 * `LATCHKEY_SECRET` (comma-separated for rotation). Refuses to start in production
 * without one or with a well-known default; warns when one is short. Outside
 * production, a missing secret is replaced by a development secret kept on disk,
 * so sessions survive restarts and every module of the app agrees on it.
 */
export function resolveSecrets(
  secret: string | readonly string[] | undefined,
  options: { env: Record<string, string | undefined>; logger: Logger },
): [string, ...string[]] {
  const fromEnv = options.env.LATCHKEY_SECRET?.split(',').map((s) => s.trim());
  const list = (typeof secret === 'string' ? [secret] : secret ? [...secret] : fromEnv ?? []).filter(Boolean);
  const production = requiresProductionSettings(options.env);
  const [current, ...previous] = list;
  if (!current) {
    if (production) {
      throw new Error(
        'Latchkey: no secret in production. Set LATCHKEY_SECRET (or the `secret` option) to a random value from ' +
          '`npx latchkey secret`, wherever the app runs or is built (`next build` loads it too).',
      );
    }
    const { secret: kept, file } = developmentSecret({ cwd: globalThis.process?.cwd?.() ?? '.' });
    noticeOnce(`No secret configured: signing with a development secret kept in ${file}. Set LATCHKEY_SECRET before deploying.`);
    return [kept];
  }
  for (const value of list) {
    if (production && WELL_KNOWN.has(value.toLowerCase())) {
      throw new Error('Latchkey: the secret is a well-known default. Generate one with `npx latchkey secret`.');
    }
    if (value.length < 32) options.logger.warn('A secret is shorter than 32 characters; use `npx latchkey secret`.');
  }
  return [current, ...previous];
}

const NOTICED = Symbol.for('latchkey.developmentSecretNoticed');

/**
 * Straight to the console, once per process: the default log level (error) would
 * hide it, and a developer who forgot the secret needs to read this.
 */
function noticeOnce(message: string): void {
  const flags = globalThis as { [NOTICED]?: boolean };
  if (flags[NOTICED]) return;
  flags[NOTICED] = true;
  console.warn(`[latchkey] ${message}`);
}
