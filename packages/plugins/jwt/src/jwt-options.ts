import type { Session, User } from 'latchkey';
import { pluginKey } from 'latchkey/plugins';

/** The signature algorithms keys can be made for: Ed25519 by default, or P-256 / RSA for older verifiers. */
export type JwtAlgorithm = 'EdDSA' | 'ES256' | 'RS256';

/** What `definePayload` receives: the session the token is issued for, and its user. */
export interface JwtPayloadInput {
  user: User & Record<string, unknown>;
  session: Session & Record<string, unknown>;
}

export interface JwtOptions {
  /** The algorithm new keys are made for. Default `EdDSA` (Ed25519). Changing it makes a new key at next use. */
  algorithm?: JwtAlgorithm;
  /** Lifetime of a token, in seconds. Default 900 (15 minutes). */
  expiresIn?: number;
  /** The `iss` claim. Default: the origin of the app's base URL. */
  issuer?: string;
  /** The `aud` claim. Default: the origin of the app's base URL. */
  audience?: string | string[];
  /**
   * The claims besides `sub`, `iss`, `aud`, `iat`, `exp` and `jti` (which it
   * cannot override). Default: `{ id, email, name, emailVerified }` of the user.
   * Tokens are readable by anyone who holds them: never put secrets here.
   */
  definePayload?: (input: JwtPayloadInput) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Seconds after which the signing key is replaced by a new one. Default 30 days; `0` never rotates. */
  rotationInterval?: number;
  /**
   * Seconds a replaced key stays in the JWKS, so tokens it signed keep verifying
   * until they expire. Default 1 day; at least `expiresIn` plus a minute.
   */
  gracePeriod?: number;
}

export interface ResolvedJwtOptions {
  algorithm: JwtAlgorithm;
  expiresIn: number;
  issuer: string | undefined;
  audience: string | string[] | undefined;
  definePayload: (input: JwtPayloadInput) => Record<string, unknown> | Promise<Record<string, unknown>>;
  rotationInterval: number;
  gracePeriod: number;
}

const DAY = 86_400;
/** How long an instance may keep signing with a key it read before looking again (seconds). */
export const KEY_REFRESH_SECONDS = 60;

/** The user fields the default payload copies, and nothing else. */
export const DEFAULT_PAYLOAD_FIELDS = ['id', 'email', 'name', 'emailVerified'] as const;

/** `{ id, email, name, emailVerified }` of the user. */
export const defaultPayload = ({ user }: JwtPayloadInput): Record<string, unknown> => {
  const payload: Record<string, unknown> = {};
  for (const field of DEFAULT_PAYLOAD_FIELDS) payload[field] = user[field];
  return payload;
};

function positive(name: string, value: number, { zero = false } = {}): number {
  if (!Number.isFinite(value) || value < 0 || (!zero && value === 0)) {
    throw new Error(`Latchkey jwt: ${name} must be a positive number of seconds.`);
  }
  return value;
}

/**
 * Fills in the defaults and refuses settings that would break verification:
 * a replaced key must stay published for as long as tokens it signed live,
 * including the minute another instance may keep using it.
 */
export function resolveJwtOptions(options: JwtOptions): ResolvedJwtOptions {
  const algorithm = options.algorithm ?? 'EdDSA';
  if (!['EdDSA', 'ES256', 'RS256'].includes(algorithm)) throw new Error(`Latchkey jwt: unsupported algorithm ${String(algorithm)}.`);
  const expiresIn = positive('expiresIn', options.expiresIn ?? 900);
  const gracePeriod = positive('gracePeriod', options.gracePeriod ?? DAY);
  if (gracePeriod < expiresIn + KEY_REFRESH_SECONDS) {
    throw new Error(`Latchkey jwt: gracePeriod (${gracePeriod}s) must be at least expiresIn + ${KEY_REFRESH_SECONDS}s, or tokens would outlive their key.`);
  }
  return {
    algorithm,
    expiresIn,
    issuer: options.issuer,
    audience: options.audience,
    definePayload: options.definePayload ?? defaultPayload,
    rotationInterval: positive('rotationInterval', options.rotationInterval ?? 30 * DAY, { zero: true }),
    gracePeriod,
  };
}

/**
 * The jwt plugin's handle on its resolved options. Endpoints and hooks are
 * values shared by every instance, so they read the instance's options through
 * it: `jwtKey.options(ctx.auth)`.
 */
export const jwtKey = pluginKey<ResolvedJwtOptions>('jwt');
