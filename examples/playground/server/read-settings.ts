import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { socialFromEnv, type PlaygroundEnv, type ProviderSummary, type SocialConfig } from './social-from-env.js';

export type { PlaygroundEnv };

/** Everything the playground reads from its environment, resolved once at start. */
export interface PlaygroundSettings {
  dataDir: string;
  database: string;
  secret: string;
  outbox: string;
  /** Serve the outbox at /api/playground/mailbox. Off in production: mails hold sign-in links. */
  mailbox: boolean;
  baseURL: string | undefined;
  social: SocialConfig;
  providers: ProviderSummary[];
}

/**
 * Reads PORT-independent settings: the port is only known once the server listens.
 *
 * @example
 * const settings = readSettings({ dataDir: '.data', env: process.env });
 */
export function readSettings(options: { dataDir: string; env: PlaygroundEnv }): PlaygroundSettings {
  const { dataDir, env } = options;
  mkdirSync(dataDir, { recursive: true });
  const production = env.NODE_ENV === 'production';
  const { social, providers } = socialFromEnv(env);
  return {
    dataDir,
    database: env.DATABASE_URL || `sqlite:${join(dataDir, 'playground.db')}`,
    secret: secretFrom({ dataDir, env, production }),
    outbox: env.LATCHKEY_OUTBOX || join(dataDir, 'outbox.jsonl'),
    mailbox: !production || env.PLAYGROUND_MAILBOX === 'on',
    baseURL: env.BASE_URL || undefined,
    social,
    providers,
  };
}

function secretFrom(options: { dataDir: string; env: PlaygroundEnv; production: boolean }): string {
  const { dataDir, env, production } = options;
  if (env.LATCHKEY_SECRET) return env.LATCHKEY_SECRET;
  // A generated secret in production would silently end every session on the next deploy.
  if (production) throw new Error('[playground] set LATCHKEY_SECRET (npx latchkey secret) when NODE_ENV=production');
  const file = join(dataDir, 'secret');
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    console.warn(`[playground] generated a development secret in ${file}; set LATCHKEY_SECRET in production`);
  }
  return readFileSync(file, 'utf8').trim();
}
