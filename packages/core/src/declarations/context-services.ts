import type { PasswordHasher } from '../crypto/password-hasher.js';
import type { AuthError } from '../error/auth-error.js';
import type { CookieDefinition, CoreCookie } from '../cookies/resolve-cookie-names.js';

/** The SQL dialect of a Kysely database. */
export type Dialect = 'sqlite' | 'postgres' | 'mysql';

/** How passwords are checked, hashed and verified. */
export interface PasswordPolicy {
  readonly hasher: PasswordHasher;
  readonly minLength: number;
  readonly maxLength: number;
  /** How many of the most common passwords are refused: 0 when off, Infinity for the whole list. */
  readonly commonPasswords: number;
  /** Spends as long as a real verification, so an unknown account cannot be told by timing. */
  verifyDummy(password: string): Promise<false>;
}

/** Checks one request against the rate-limit rules; answers the 429 error or null. */
export interface RequestLimiter {
  readonly enabled: boolean;
  check(input: { path: string; ip: string | null; now?: number }): Promise<AuthError | null>;
}

export interface CookieSettings {
  /** The core cookies, resolved: `core.session_token.name` is e.g. `__Secure-latchkey.session_token`. */
  readonly core: Readonly<Record<CoreCookie, CookieDefinition>>;
  /** Resolves a plugin's cookie with the same prefix and attributes as the core ones. */
  resolve(logicalName: string): CookieDefinition;
}

