import type { Logger } from '../logger/create-logger.js';

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
 * production a random secret is made for this process.
 */
export function resolveSecrets(
  secret: string | readonly string[] | undefined,
  options: { env: Record<string, string | undefined>; logger: Logger },
): [string, ...string[]] {
  const fromEnv = options.env.LATCHKEY_SECRET?.split(',').map((s) => s.trim());
  const list = (typeof secret === 'string' ? [secret] : secret ? [...secret] : fromEnv ?? []).filter(Boolean);
  const production = options.env.NODE_ENV === 'production';
  const [current, ...previous] = list;
  if (!current) {
    if (production) {
      throw new Error('Latchkey: no secret. Set the `secret` option or LATCHKEY_SECRET (run `npx latchkey secret`).');
    }
    options.logger.warn('No secret configured; using a random one for this process. Sessions end on restart.');
    return [randomSecret()];
  }
  for (const value of list) {
    if (production && WELL_KNOWN.has(value.toLowerCase())) {
      throw new Error('Latchkey: the secret is a well-known default. Generate one with `npx latchkey secret`.');
    }
    if (value.length < 32) options.logger.warn('A secret is shorter than 32 characters; use `npx latchkey secret`.');
  }
  return [current, ...previous];
}

function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
