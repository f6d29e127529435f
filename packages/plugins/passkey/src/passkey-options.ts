import { pluginKey } from 'latchkey/plugins';

/** How the passkey plugin is configured. Every option has a default. */
export interface PasskeyOptions {
  /**
   * The relying party ID: the domain passkeys are bound to (`example.com` also
   * covers `app.example.com`). Defaults to the host name of `baseURL`.
   */
  rpID?: string;
  /** The name authenticators show. Defaults to the app name, else `Latchkey`. */
  rpName?: string;
  /** The origin(s) pages calling WebAuthn are served from. Defaults to the origin of `baseURL`. */
  origin?: string | string[];
  /**
   * Whether a passkey sign-in counts as two factors (possession of the device,
   * plus the PIN or biometric that unlocks it). Defaults to true: plugins that
   * ask for a second factor let it through. With false, a passkey sign-in is
   * one factor and a two-factor challenge applies as after a password.
   */
  countsAsTwoFactors?: boolean;
  /** User verification asked of the authenticator. Defaults to `preferred`. */
  userVerification?: 'required' | 'preferred' | 'discouraged';
  /** Resident key (discoverable credential) policy at registration. Defaults to `preferred`. */
  residentKey?: 'required' | 'preferred' | 'discouraged';
  /** Restrict registration to `platform` (built-in) or `cross-platform` (security keys) authenticators. */
  authenticatorAttachment?: 'platform' | 'cross-platform';
  /** Requests per IP and window (seconds) on `/passkey/*`. Defaults to 20 per 60 s. */
  rateLimit?: { window: number; max: number };
}

/** The options with their defaults applied, except those read from the instance (`baseURL`, app name). */
export interface ResolvedPasskeyOptions {
  rpID: string | undefined;
  rpName: string | undefined;
  origin: string[] | undefined;
  countsAsTwoFactors: boolean;
  userVerification: 'required' | 'preferred' | 'discouraged';
  residentKey: 'required' | 'preferred' | 'discouraged';
  authenticatorAttachment: 'platform' | 'cross-platform' | undefined;
  rateLimit: { window: number; max: number };
}

/** Seconds a registration or sign-in challenge stays valid. */
export const CHALLENGE_TTL_SECONDS = 300;

/**
 * Applies the defaults, and refuses at start an origin that is not an origin
 * (a path or a trailing slash would never match what browsers report).
 */
export function resolvePasskeyOptions(options: PasskeyOptions = {}): ResolvedPasskeyOptions {
  const origin = options.origin === undefined ? undefined : [options.origin].flat();
  for (const value of origin ?? []) {
    if (new URL(value).origin !== value) throw new Error(`Latchkey passkey: origin "${value}" must be a bare origin like https://example.com.`);
  }
  return {
    rpID: options.rpID,
    rpName: options.rpName,
    origin,
    countsAsTwoFactors: options.countsAsTwoFactors ?? true,
    userVerification: options.userVerification ?? 'preferred',
    residentKey: options.residentKey ?? 'preferred',
    authenticatorAttachment: options.authenticatorAttachment,
    rateLimit: options.rateLimit ?? { window: 60, max: 20 },
  };
}

/**
 * The passkey plugin's handle on its resolved options. Endpoints and hooks are
 * values shared by every instance, so they read the instance's options through
 * it: `passkeyKey.options(ctx.auth)`.
 */
export const passkeyKey = pluginKey<ResolvedPasskeyOptions>('passkey');
