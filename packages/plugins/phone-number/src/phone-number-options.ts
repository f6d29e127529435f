import type { CountryCode } from 'libphonenumber-js/max';
import { pluginKey } from 'latchkey/plugins';

/** What `sendOTP` is given: the number in E.164, the code, and what the code is for. */
export interface SendOTPInput {
  phoneNumber: string;
  code: string;
  type: 'verification' | 'password-reset';
}

/** A window in seconds and the most sends allowed in it. */
export interface SendLimit {
  window: number;
  max: number;
}

export interface PhoneNumberOptions {
  /**
   * Sends a code by text message. Runs in the background: the answer never
   * waits for it, so its timing tells nothing.
   */
  sendOTP(input: SendOTPInput, request?: Request): void | Promise<void>;
  /** Digits per code. Default 6. */
  otpLength?: number;
  /** Seconds a code stays valid. Default 300. */
  expiresIn?: number;
  /** Wrong guesses a code allows before it is void (403 TOO_MANY_ATTEMPTS). Default 3. */
  allowedAttempts?: number;
  /** Refuse password sign-in until the number is verified (403 PHONE_NUMBER_NOT_VERIFIED). Default false. */
  requireVerification?: boolean;
  /**
   * Lets a right code for an unknown number create its user. Users need an
   * email: `getTempEmail` makes one from the number (unique per number).
   */
  signUpOnVerification?: {
    getTempEmail(phoneNumber: string): string;
    getTempName?(phoneNumber: string): string;
  };
  /** Texts one number may be sent, whoever asks (counted in secondary storage). Default 5 per hour. */
  sendLimit?: SendLimit;
  /** Requests per client IP to each route that sends a text. Default 3 per minute. */
  sendRateLimit?: SendLimit;
  /** Country used to read numbers typed without `+` and a country code. Default none: such numbers are refused. */
  defaultCountry?: CountryCode;
}

export type ResolvedPhoneNumberOptions = Required<Omit<PhoneNumberOptions, 'signUpOnVerification' | 'defaultCountry'>> &
  Pick<PhoneNumberOptions, 'signUpOnVerification' | 'defaultCountry'>;

/**
 * The options with their defaults filled in.
 *
 * @example
 * resolvePhoneNumberOptions({ sendOTP }).allowedAttempts; // 3
 */
export function resolvePhoneNumberOptions(options: PhoneNumberOptions): ResolvedPhoneNumberOptions {
  return {
    otpLength: 6,
    expiresIn: 300,
    allowedAttempts: 3,
    requireVerification: false,
    sendLimit: { window: 3600, max: 5 },
    sendRateLimit: { window: 60, max: 3 },
    ...options,
  };
}

/**
 * The phone number plugin's handle on its resolved options. Endpoints and hooks are
 * values shared by every instance, so they read the instance's options through
 * it: `phoneNumberKey.options(ctx.auth)`.
 */
export const phoneNumberKey = pluginKey<ResolvedPhoneNumberOptions>('phone-number');
