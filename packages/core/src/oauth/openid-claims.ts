import type { OAuthUserInfo } from './types.js';

/** Standard OpenID Connect claims (OpenID Core §5.1), from an ID token or UserInfo. */
export interface OpenIdClaims {
  sub: string;
  email?: string;
  /** Some providers (Cognito, Apple) send the string `"true"`. */
  email_verified?: boolean | string;
  name?: string;
  given_name?: string;
  family_name?: string;
  preferred_username?: string;
  nickname?: string;
  picture?: string;
  [claim: string]: unknown;
}

/** True only for `true` or `"true"`: anything else is unverified. */
export function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

/** The best display name the claims offer. */
export function displayName(claims: OpenIdClaims): string {
  const full = [claims.given_name, claims.family_name].filter((p) => typeof p === 'string' && p).join(' ');
  return claims.name || full || claims.preferred_username || claims.nickname || claims.email?.split('@')[0] || '';
}

/**
 * Maps standard claims to a user: `sub` as id, `email_verified` honoured only
 * when it is literally true.
 *
 * @example
 * mapOpenIdClaims({ sub: '1', email: 'a@b.c', email_verified: true, name: 'Ada' });
 */
export function mapOpenIdClaims(claims: OpenIdClaims): OAuthUserInfo {
  return {
    id: claims.sub,
    email: claims.email ?? null,
    emailVerified: isTrue(claims.email_verified),
    name: displayName(claims),
    image: claims.picture ?? null,
  };
}
