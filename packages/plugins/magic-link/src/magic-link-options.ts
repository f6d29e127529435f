import { pluginKey } from 'latchkey/plugins';

/** What the app's `sendMagicLink` receives: where to send, the link, and its token (for a custom link). */
export interface SendMagicLinkInput {
  email: string;
  url: string;
  token: string;
}

/** A number of requests allowed in a window of seconds. */
export interface MagicLinkLimit {
  window: number;
  max: number;
}

/** How the magic-link plugin is configured. Only `sendMagicLink` is required. */
export interface MagicLinkOptions {
  /**
   * Delivers a link. Called after the answer is sent, so neither the answer
   * nor its timing depends on whether the address has an account; a failure
   * is logged, not answered.
   */
  sendMagicLink(input: SendMagicLinkInput, request?: Request): void | Promise<void>;
  /** Link lifetime in seconds. Defaults to 300. */
  expiresIn?: number;
  /** Refuse new users: links go only to existing accounts. */
  disableSignUp?: boolean;
  /** Links mailed to one address per window, whoever asks. Defaults to 5 per 600 s. */
  sendLimit?: MagicLinkLimit;
  /** Requests per IP and window (seconds) on the plugin's routes. Defaults to 10 per 60 s. */
  rateLimit?: MagicLinkLimit;
}

/** The options with their defaults applied, as the routes read them. */
export interface ResolvedMagicLinkOptions {
  sendMagicLink: MagicLinkOptions['sendMagicLink'];
  expiresIn: number;
  disableSignUp: boolean;
  sendLimit: MagicLinkLimit;
  rateLimit: MagicLinkLimit;
}

/** Applies the defaults, and refuses at start a value that would switch a protection off. */
export function resolveMagicLinkOptions(options: MagicLinkOptions): ResolvedMagicLinkOptions {
  if (typeof options?.sendMagicLink !== 'function') throw new Error('Latchkey magic-link: sendMagicLink is required.');
  const resolved: ResolvedMagicLinkOptions = {
    sendMagicLink: options.sendMagicLink,
    expiresIn: options.expiresIn ?? 300,
    disableSignUp: options.disableSignUp ?? false,
    sendLimit: options.sendLimit ?? { window: 600, max: 5 },
    rateLimit: options.rateLimit ?? { window: 60, max: 10 },
  };
  if (!(resolved.expiresIn > 0)) throw new Error('Latchkey magic-link: expiresIn must be a positive number.');
  for (const name of ['sendLimit', 'rateLimit'] as const) {
    if (!(resolved[name].window > 0 && resolved[name].max > 0)) {
      throw new Error(`Latchkey magic-link: ${name} needs a positive window and max.`);
    }
  }
  return resolved;
}

/**
 * The magic link plugin's handle on its resolved options. Endpoints and hooks are
 * values shared by every instance, so they read the instance's options through
 * it: `magicLinkKey.options(ctx.auth)`.
 */
export const magicLinkKey = pluginKey<ResolvedMagicLinkOptions>('magic-link');
