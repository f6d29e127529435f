import type { SessionOptions } from '../options/account-options.js';

const DAY = 86_400;

export interface SessionConfig {
  expiresIn: number;
  /** The lifetime of a session created with rememberMe false. */
  shortExpiresIn: number;
  updateAge: number;
  freshAge: number;
  absoluteLifetime: number;
  disableRefresh: boolean;
  cookieCache: { enabled: boolean; maxAge: number };
  /** Sessions in secondary storage (`session.storage: 'secondary'`); null when they live in the database only. */
  store: { inDatabase: boolean; onError: 'deny' | 'allow' } | null;
}

/**
 * Session lifetimes in seconds: 7 days, refreshed at most once a day, fresh for a
 * day after sign-in, never longer than 30 days in all. A session without
 * "remember me" lasts a day in a browser-session cookie.
 */
export function resolveSessionConfig(options: SessionOptions = {}): SessionConfig {
  const expiresIn = options.expiresIn ?? 7 * DAY;
  const config: SessionConfig = {
    expiresIn,
    shortExpiresIn: Math.min(DAY, expiresIn),
    updateAge: options.updateAge ?? DAY,
    freshAge: options.freshAge ?? DAY,
    absoluteLifetime: options.absoluteLifetime ?? 30 * DAY,
    disableRefresh: options.disableSessionRefresh ?? false,
    cookieCache: { enabled: options.cookieCache?.enabled ?? false, maxAge: options.cookieCache?.maxAge ?? 300 },
    store:
      options.storage === 'secondary'
        ? { inDatabase: options.storeInDatabase ?? true, onError: options.onStorageError ?? 'deny' }
        : null,
  };
  for (const [name, value] of Object.entries({ expiresIn, updateAge: config.updateAge, freshAge: config.freshAge })) {
    if (!Number.isFinite(value) || value < 0) throw new Error(`Latchkey: session.${name} must be a number of seconds ≥ 0.`);
  }
  if (config.absoluteLifetime < expiresIn) {
    throw new Error('Latchkey: session.absoluteLifetime must be at least session.expiresIn.');
  }
  return config;
}
