import type { OAuthTokens } from './types.js';

export interface ParseTokenResponseOptions {
  /** RFC 6749 §5.1: an absent `scope` means the requested scopes were granted. */
  requestedScopes?: readonly string[];
  now?: Date;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/** `expires_in` arrives as a number, or as a numeric string from a few providers. */
function expiry(value: unknown, now: Date): Date | undefined {
  const seconds = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  return new Date(now.getTime() + seconds * 1000);
}

/** Scopes come space separated per the RFC, comma separated from some providers, or as arrays. */
function scopeList(value: unknown): string[] | undefined {
  if (Array.isArray(value)) return value.filter((s): s is string => typeof s === 'string' && s.length > 0);
  if (typeof value !== 'string') return undefined;
  return value.split(/[\s,]+/).filter((s) => s.length > 0);
}

/**
 * Normalises a token endpoint answer. Returns null when it holds no access token.
 *
 * @example
 * const tokens = parseTokenResponse({ access_token: 'a', expires_in: 3600, scope: 'openid email' });
 * tokens?.scopes; // ['openid', 'email']
 */
export function parseTokenResponse(
  body: Readonly<Record<string, unknown>>,
  options: ParseTokenResponseOptions = {},
): OAuthTokens | null {
  const accessToken = text(body.access_token);
  if (!accessToken) return null;
  const now = options.now ?? new Date();
  const tokens: OAuthTokens = {
    accessToken,
    scopes: scopeList(body.scope) ?? [...(options.requestedScopes ?? [])],
    raw: body,
  };
  const refreshToken = text(body.refresh_token);
  const idToken = text(body.id_token);
  const tokenType = text(body.token_type);
  const accessTokenExpiresAt = expiry(body.expires_in, now);
  // TikTok says `refresh_expires_in`; others follow `refresh_token_expires_in`.
  const refreshTokenExpiresAt = expiry(body.refresh_token_expires_in ?? body.refresh_expires_in, now);
  if (refreshToken) tokens.refreshToken = refreshToken;
  if (idToken) tokens.idToken = idToken;
  if (tokenType) tokens.tokenType = tokenType;
  if (accessTokenExpiresAt) tokens.accessTokenExpiresAt = accessTokenExpiresAt;
  if (refreshTokenExpiresAt) tokens.refreshTokenExpiresAt = refreshTokenExpiresAt;
  return tokens;
}
