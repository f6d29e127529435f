import { pluginKey } from 'latchkey/plugins';
import type { EmailOTPType } from './otp-type.js';

/** What the app's `sendVerificationOTP` receives: where to send, the code, and what it is for. */
export interface SendVerificationOTPInput {
  email: string;
  otp: string;
  type: EmailOTPType;
}

/** A number of sends allowed in a window of seconds. */
export interface SendLimit {
  window: number;
  max: number;
}

/** How the email one-time code plugin is configured. Only `sendVerificationOTP` is required. */
export interface EmailOTPOptions {
  /**
   * Delivers a code. Called after the answer is sent, so neither the answer
   * nor its timing depends on whether the address has an account; a failure
   * is logged, not answered.
   */
  sendVerificationOTP(input: SendVerificationOTPInput, request?: Request): void | Promise<void>;
  /** Digits per code. Defaults to 6. */
  otpLength?: number;
  /** Code lifetime in seconds. Defaults to 300. */
  expiresIn?: number;
  /** Wrong guesses one code allows before it is void (then 403 TOO_MANY_ATTEMPTS). Defaults to 3. */
  allowedAttempts?: number;
  /** Refuse new users through `/sign-in/email-otp`: codes of type `sign-in` go only to existing accounts. */
  disableSignUp?: boolean;
  /**
   * Verification mails carry a code instead of the core's link: at sign-up,
   * on `/send-verification-email` and on a change of email. The code is
   * typed into `/email-otp/verify-email`.
   */
  overrideDefaultEmailVerification?: boolean;
  /** Codes mailed to one address per window, whoever asks. Defaults to 5 per 600 s. */
  sendLimit?: SendLimit;
  /** Requests per IP and window (seconds) on the plugin's routes. Defaults to 10 per 60 s. */
  rateLimit?: SendLimit;
}

/** The options with their defaults applied, as the routes read them. */
export interface ResolvedEmailOTPOptions {
  sendVerificationOTP: EmailOTPOptions['sendVerificationOTP'];
  otpLength: number;
  expiresIn: number;
  allowedAttempts: number;
  disableSignUp: boolean;
  overrideDefaultEmailVerification: boolean;
  sendLimit: SendLimit;
  rateLimit: SendLimit;
}

/**
 * Applies the defaults, and refuses at start a value that would switch a
 * protection off or make codes unusable.
 */
export function resolveEmailOTPOptions(options: EmailOTPOptions): ResolvedEmailOTPOptions {
  if (typeof options?.sendVerificationOTP !== 'function') {
    throw new Error('Latchkey email-otp: sendVerificationOTP is required.');
  }
  const resolved: ResolvedEmailOTPOptions = {
    sendVerificationOTP: options.sendVerificationOTP,
    otpLength: options.otpLength ?? 6,
    expiresIn: options.expiresIn ?? 300,
    allowedAttempts: options.allowedAttempts ?? 3,
    disableSignUp: options.disableSignUp ?? false,
    overrideDefaultEmailVerification: options.overrideDefaultEmailVerification ?? false,
    sendLimit: options.sendLimit ?? { window: 600, max: 5 },
    rateLimit: options.rateLimit ?? { window: 60, max: 10 },
  };
  if (!Number.isInteger(resolved.otpLength) || resolved.otpLength < 4 || resolved.otpLength > 12) {
    throw new Error('Latchkey email-otp: otpLength must be a whole number from 4 to 12.');
  }
  for (const name of ['expiresIn', 'allowedAttempts'] as const) {
    if (!(resolved[name] > 0)) throw new Error(`Latchkey email-otp: ${name} must be a positive number.`);
  }
  for (const name of ['sendLimit', 'rateLimit'] as const) {
    if (!(resolved[name].window > 0 && resolved[name].max > 0)) {
      throw new Error(`Latchkey email-otp: ${name} needs a positive window and max.`);
    }
  }
  return resolved;
}

/**
 * The email otp plugin's handle on its resolved options. Endpoints and hooks are
 * values shared by every instance, so they read the instance's options through
 * it: `emailOTPKey.options(ctx.auth)`.
 */
export const emailOTPKey = pluginKey<ResolvedEmailOTPOptions>('email-otp');
