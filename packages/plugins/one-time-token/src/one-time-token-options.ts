import { pluginKey } from 'latchkey/plugins';

/** How the one-time-token plugin behaves. Every field is optional. */
export interface OneTimeTokenOptions {
  /** Seconds a token stays valid. Default 180 (three minutes); at most 3600. */
  expiresIn?: number;
  /**
   * When true, /one-time-token/verify answers the new session without setting
   * its cookie: for a native app that keeps the token itself. Default false.
   */
  disableSetSessionCookie?: boolean;
}

export interface ResolvedOneTimeTokenOptions {
  expiresIn: number;
  disableSetSessionCookie: boolean;
}

/** The options with their defaults, checked once when the plugin is created. */
export function resolveOneTimeTokenOptions(options: OneTimeTokenOptions): ResolvedOneTimeTokenOptions {
  const expiresIn = options.expiresIn ?? 180;
  if (!(Number.isInteger(expiresIn) && expiresIn >= 1 && expiresIn <= 3600)) {
    throw new Error('Latchkey one-time-token: expiresIn must be a whole number of seconds from 1 to 3600.');
  }
  return { expiresIn, disableSetSessionCookie: options.disableSetSessionCookie ?? false };
}

/**
 * The one time token plugin's handle on its resolved options. Endpoints and hooks are
 * values shared by every instance, so they read the instance's options through
 * it: `oneTimeTokenKey.options(ctx.auth)`.
 */
export const oneTimeTokenKey = pluginKey<ResolvedOneTimeTokenOptions>('one-time-token');
