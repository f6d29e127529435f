import type { AuthContext } from '../declarations/auth-context.js';
import { decryptValue, encryptValue } from '../crypto/encrypt-value.js';
import type { ProfileTokens } from '../oauth/types.js';

/** The token columns of an account row, as stored. */
export interface StoredTokenFields {
  accessToken?: string | null;
  refreshToken?: string | null;
  idToken?: string | null;
  accessTokenExpiresAt?: Date | null;
  refreshTokenExpiresAt?: Date | null;
  scope?: string | null;
}

const ENCRYPTED = /^v1\.[^.]+\.[^.]+\.[^.]+$/;

const encryptionOn = (auth: AuthContext): boolean => auth.options.account?.encryptOAuthTokens !== false;

async function seal(auth: AuthContext, value: string): Promise<string> {
  return encryptionOn(auth) ? encryptValue(value, auth.secrets) : value;
}

/**
 * The account columns for a set of tokens: tokens encrypted unless
 * `account.encryptOAuthTokens` is false, scopes comma-separated (spec §3). Only
 * what the provider sent is included, so an update never erases a refresh token
 * the provider did not repeat.
 *
 * @example
 * await auth.db.update({ model: 'account', where, update: { ...(await tokenFields(auth, tokens)), updatedAt: new Date() } });
 */
export async function tokenFields(auth: AuthContext, tokens: ProfileTokens): Promise<StoredTokenFields> {
  const fields: StoredTokenFields = {};
  if (tokens.accessToken) fields.accessToken = await seal(auth, tokens.accessToken);
  if (tokens.refreshToken) fields.refreshToken = await seal(auth, tokens.refreshToken);
  if (tokens.idToken) fields.idToken = await seal(auth, tokens.idToken);
  if (tokens.accessTokenExpiresAt) fields.accessTokenExpiresAt = tokens.accessTokenExpiresAt;
  if (tokens.refreshTokenExpiresAt) fields.refreshTokenExpiresAt = tokens.refreshTokenExpiresAt;
  if (tokens.scopes && tokens.scopes.length > 0) fields.scope = tokens.scopes.join(',');
  return fields;
}

/**
 * Reads a stored token. Encrypted values are opened with any accepted secret;
 * a value in the encrypted format that no secret opens (altered, or its secret
 * retired) is `null`. Plain values, stored while encryption was off, are returned
 * as they are.
 *
 * @example
 * const accessToken = await readStoredToken(auth, account.accessToken);
 */
export async function readStoredToken(auth: AuthContext, value: string | null | undefined): Promise<string | null> {
  if (!value) return null;
  if (!ENCRYPTED.test(value)) return value;
  return decryptValue(value, auth.secrets);
}

/** The scope column as a list. */
export function splitScope(scope: string | null | undefined): string[] {
  return (scope ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
