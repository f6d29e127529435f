import type { DatabaseAdapter } from 'latchkey/db';
import type { User } from 'latchkey/plugins';
import { pluginKey } from 'latchkey/plugins';

/** Who is being linked: the anonymous user, and the account they signed up or in to. */
export interface LinkAccountInput {
  anonymousUser: User;
  newUser: User;
  /**
   * The open transaction. Write through it: the anonymous user is deleted in
   * the same transaction, so either both happen or neither does.
   */
  db: DatabaseAdapter;
}

/** How the anonymous plugin behaves. Every field is optional. */
export interface AnonymousOptions {
  /** The domain of the placeholder address `temp-<id>@<domain>`. Default `anonymous.invalid`, which never receives mail. */
  emailDomainName?: string;
  /** The name an anonymous user gets. Default `Anonymous`. */
  generateName?: () => string | Promise<string>;
  /**
   * Called when a person with an anonymous session signs up or signs in by any
   * method, before the anonymous user is deleted: move their data to `newUser`
   * through `db`. Throwing aborts the link (nothing moves, nothing is deleted)
   * and the sign-in answers the error.
   */
  onLinkAccount?: (input: LinkAccountInput) => void | Promise<void>;
  /**
   * An anonymous user without a live session is removed by the cleanup once it
   * is at least this old, in seconds. Default one day.
   */
  staleAfterSeconds?: number;
  /** The limit on /sign-in/anonymous, per client. Default 10 a minute: each call creates a user. */
  rateLimit?: { window: number; max: number };
}

export interface ResolvedAnonymousOptions {
  emailDomainName: string;
  generateName: () => string | Promise<string>;
  onLinkAccount: ((input: LinkAccountInput) => void | Promise<void>) | undefined;
  staleAfterSeconds: number;
  rateLimit: { window: number; max: number };
}

const DOMAIN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** The options with their defaults, checked once when the plugin is created. */
export function resolveAnonymousOptions(options: AnonymousOptions): ResolvedAnonymousOptions {
  const emailDomainName = options.emailDomainName ?? 'anonymous.invalid';
  if (!DOMAIN.test(emailDomainName)) throw new Error(`Latchkey anonymous: emailDomainName "${emailDomainName}" is not a domain name.`);
  const staleAfterSeconds = options.staleAfterSeconds ?? 86_400;
  if (!(Number.isFinite(staleAfterSeconds) && staleAfterSeconds >= 60)) {
    throw new Error('Latchkey anonymous: staleAfterSeconds must be at least 60.');
  }
  return {
    emailDomainName: emailDomainName.toLowerCase(),
    generateName: options.generateName ?? (() => 'Anonymous'),
    onLinkAccount: options.onLinkAccount,
    staleAfterSeconds,
    rateLimit: options.rateLimit ?? { window: 60, max: 10 },
  };
}

/**
 * The anonymous plugin's handle on its resolved options. Endpoints and hooks are
 * values shared by every instance, so they read the instance's options through
 * it: `anonymousKey.options(ctx.auth)`.
 */
export const anonymousKey = pluginKey<ResolvedAnonymousOptions>('anonymous');
