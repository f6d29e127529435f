import type { User } from 'latchkey';
import { pluginKey } from 'latchkey/plugins';

/** An app-defined scope: what the consent page shows, and the claims it adds to ID tokens and userinfo. */
export interface ScopeDefinition {
  description?: string;
  claims?: (user: User & Record<string, unknown>) => Record<string, unknown> | Promise<Record<string, unknown>>;
}

/** Dynamic client registration (RFC 7591). Off unless `enabled`. */
export interface DynamicRegistrationOptions {
  enabled: boolean;
  /**
   * A secret the registering party sends as `Authorization: Bearer`. With it
   * any client may be registered; without it only public clients, and only
   * when `openPublicClients` is true.
   */
  initialAccessToken?: string;
  /** Lets anyone register a public client (no secret, PKCE only), as MCP clients do. Default false. */
  openPublicClients?: boolean;
  /** Redirect URIs one registration may list. Default 5. */
  maxRedirectUris?: number;
}

export interface OidcProviderOptions {
  /** The app's sign-in page (path or URL); the user comes back to the authorization URL given as `callbackURL`. Default `/sign-in`. */
  loginPage?: string;
  /** The app's consent page; it receives `consent_code`. Default `/oauth/consent`. */
  consentPage?: string;
  /** Scopes besides `openid`, `profile`, `email` and `offline_access`. */
  scopes?: Record<string, ScopeDefinition>;
  /** Audiences a client may ask for with `resource` (RFC 8707): the URLs of the APIs that accept these tokens. */
  resources?: readonly string[];
  /** Audience of access tokens issued without `resource`. Default the issuer. */
  defaultAudience?: string;
  /** Access token lifetime in seconds. Default 900. */
  accessTokenExpiresIn?: number;
  /** ID token lifetime in seconds. Default 3600. */
  idTokenExpiresIn?: number;
  /** Refresh token lifetime in seconds. Default 30 days. */
  refreshTokenExpiresIn?: number;
  /** Authorization code lifetime in seconds, at most 60. Default 60. */
  codeExpiresIn?: number;
  /** Who may manage clients over HTTP. Default: a user whose `role` (the admin plugin's field) includes `admin`. */
  isAdmin?: (user: User & Record<string, unknown>) => boolean | Promise<boolean>;
  dynamicRegistration?: DynamicRegistrationOptions;
}

export interface ResolvedOidcProviderOptions {
  loginPage: string;
  consentPage: string;
  scopes: Record<string, ScopeDefinition>;
  resources: readonly string[];
  defaultAudience: string | undefined;
  accessTokenExpiresIn: number;
  idTokenExpiresIn: number;
  refreshTokenExpiresIn: number;
  codeExpiresIn: number;
  isAdmin: (user: User & Record<string, unknown>) => boolean | Promise<boolean>;
  dynamicRegistration: Required<Omit<DynamicRegistrationOptions, 'initialAccessToken'>> & { initialAccessToken: string | undefined };
}

/** The scopes every provider knows. */
export const STANDARD_SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;
/** OAuth 2.1 and RFC 9700 keep codes short-lived; a longer life is refused. */
export const MAX_CODE_SECONDS = 60;

const defaultIsAdmin = (user: Record<string, unknown>): boolean =>
  typeof user.role === 'string' && user.role.split(',').some((role) => role.trim() === 'admin');

function seconds(name: string, value: number, max = Number.POSITIVE_INFINITY): number {
  if (!Number.isInteger(value) || value <= 0 || value > max) {
    throw new Error(`Latchkey oidc-provider: ${name} must be a whole number of seconds between 1 and ${max}.`);
  }
  return value;
}

/**
 * Fills in the defaults and refuses what would weaken the protocol: a code
 * living longer than 60 seconds, a scope redefining a standard one, an initial
 * access token short enough to guess.
 */
export function resolveOidcProviderOptions(options: OidcProviderOptions): ResolvedOidcProviderOptions {
  const scopes = options.scopes ?? {};
  for (const name of Object.keys(scopes)) {
    if ((STANDARD_SCOPES as readonly string[]).includes(name) || !/^[\x21\x23-\x5b\x5d-\x7e]+$/.test(name)) {
      throw new Error(`Latchkey oidc-provider: "${name}" cannot be declared as an app scope.`);
    }
  }
  const registration = options.dynamicRegistration;
  if (registration?.initialAccessToken !== undefined && registration.initialAccessToken.length < 32) {
    throw new Error('Latchkey oidc-provider: dynamicRegistration.initialAccessToken must be at least 32 characters.');
  }
  return {
    loginPage: options.loginPage ?? '/sign-in',
    consentPage: options.consentPage ?? '/oauth/consent',
    scopes,
    resources: options.resources ?? [],
    defaultAudience: options.defaultAudience,
    accessTokenExpiresIn: seconds('accessTokenExpiresIn', options.accessTokenExpiresIn ?? 900),
    idTokenExpiresIn: seconds('idTokenExpiresIn', options.idTokenExpiresIn ?? 3600),
    refreshTokenExpiresIn: seconds('refreshTokenExpiresIn', options.refreshTokenExpiresIn ?? 30 * 86_400),
    codeExpiresIn: seconds('codeExpiresIn', options.codeExpiresIn ?? MAX_CODE_SECONDS, MAX_CODE_SECONDS),
    isAdmin: options.isAdmin ?? defaultIsAdmin,
    dynamicRegistration: {
      enabled: registration?.enabled ?? false,
      initialAccessToken: registration?.initialAccessToken,
      openPublicClients: registration?.openPublicClients ?? false,
      maxRedirectUris: registration?.maxRedirectUris ?? 5,
    },
  };
}

/**
 * The provider's handle on its resolved options. Endpoints and hooks are
 * values shared by every instance, so they read the instance's options through
 * it: `oidcProviderKey.options(ctx.auth)`.
 */
export const oidcProviderKey = pluginKey<ResolvedOidcProviderOptions>('oidc-provider');
