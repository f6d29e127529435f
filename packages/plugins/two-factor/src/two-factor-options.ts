import type { User } from 'latchkey/plugins';
import { pluginKey } from 'latchkey/plugins';

/** What the app's `sendOTP` receives: the user and the code to deliver to them. */
export interface SendOTPInput {
  user: User;
  otp: string;
}

/** How the two-factor plugin is configured. Every option has a default. */
export interface TwoFactorOptions {
  /** The issuer shown in authenticator apps. Defaults to the app name, else `Latchkey`. */
  issuer?: string;
  /**
   * Delivers a one-time code (by email or text message). Without it `send-otp`
   * and `verify-otp` answer 400 `OTP_NOT_ENABLED` and `otp` is not offered.
   */
  sendOTP?(input: SendOTPInput, request?: Request): void | Promise<void>;
  /** One-time code lifetime in seconds. Defaults to 300. */
  otpExpiresIn?: number;
  /** Seconds before another code may be sent. Defaults to 30. */
  otpResendAfter?: number;
  /** How many backup codes a set holds. Defaults to 10. */
  backupCodeCount?: number;
  /** Lifetime of the challenge cookie in seconds. Defaults to 600. */
  challengeExpiresIn?: number;
  /** Wrong codes one challenge allows before it is void. Defaults to 5. */
  challengeMaxAttempts?: number;
  /** Wrong codes a user may enter across all challenges in 15 minutes before verification pauses. Defaults to 10. */
  userMaxFailures?: number;
  /** Lifetime of a "trust this device" cookie in seconds. Defaults to 30 days. */
  trustDeviceMaxAge?: number;
  /**
   * Lets social and ID-token sign-ins through without a second factor, for
   * providers that enforce their own. Defaults to false: they are challenged.
   */
  skipForSocial?: boolean;
  /** Where the OAuth callback sends a browser that must pass the challenge, e.g. `/two-factor`. Defaults to the flow's callbackURL. */
  challengeURL?: string;
  /** Requests per IP and window (seconds) on `/two-factor/*`. Defaults to 10 per 60 s. */
  rateLimit?: { window: number; max: number };
}

/** The options with their defaults applied, as the routes read them. */
export interface ResolvedTwoFactorOptions {
  issuer: string | undefined;
  sendOTP: TwoFactorOptions['sendOTP'];
  otpExpiresIn: number;
  otpResendAfter: number;
  backupCodeCount: number;
  challengeExpiresIn: number;
  challengeMaxAttempts: number;
  userMaxFailures: number;
  trustDeviceMaxAge: number;
  skipForSocial: boolean;
  challengeURL: string | undefined;
  rateLimit: { window: number; max: number };
}

/**
 * Applies the defaults, and refuses at start a limit that would switch a
 * protection off.
 */
export function resolveTwoFactorOptions(options: TwoFactorOptions = {}): ResolvedTwoFactorOptions {
  const resolved: ResolvedTwoFactorOptions = {
    issuer: options.issuer,
    sendOTP: options.sendOTP,
    otpExpiresIn: options.otpExpiresIn ?? 300,
    otpResendAfter: options.otpResendAfter ?? 30,
    backupCodeCount: options.backupCodeCount ?? 10,
    challengeExpiresIn: options.challengeExpiresIn ?? 600,
    challengeMaxAttempts: options.challengeMaxAttempts ?? 5,
    userMaxFailures: options.userMaxFailures ?? 10,
    trustDeviceMaxAge: options.trustDeviceMaxAge ?? 30 * 24 * 60 * 60,
    skipForSocial: options.skipForSocial ?? false,
    challengeURL: options.challengeURL,
    rateLimit: options.rateLimit ?? { window: 60, max: 10 },
  };
  for (const name of ['otpExpiresIn', 'backupCodeCount', 'challengeExpiresIn', 'challengeMaxAttempts', 'userMaxFailures', 'trustDeviceMaxAge'] as const) {
    if (!(resolved[name] > 0)) throw new Error(`Latchkey two-factor: ${name} must be a positive number.`);
  }
  return resolved;
}

/**
 * The two factor plugin's handle on its resolved options. Endpoints and hooks are
 * values shared by every instance, so they read the instance's options through
 * it: `twoFactorKey.options(ctx.auth)`.
 */
export const twoFactorKey = pluginKey<ResolvedTwoFactorOptions>('two-factor');
