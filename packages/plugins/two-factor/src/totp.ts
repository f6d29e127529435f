import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import { constantTimeEqual } from 'latchkey/plugins';

/** RFC 6238 as authenticator apps expect it: 6 digits every 30 seconds. */
export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;

/** A new 160-bit TOTP key (the size RFC 4226 recommends for HMAC-SHA1). */
export function generateTotpKey(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(20));
}

/**
 * The `otpauth://` URI an authenticator app reads from a QR code, carrying the
 * issuer and the account's email.
 *
 * @example
 * totpURI({ issuer: 'Acme', accountName: 'ada@example.com', key });
 */
export function totpURI(input: { issuer: string; accountName: string; key: Uint8Array }): string {
  return createTOTPKeyURI(input.issuer, input.accountName, input.key, TOTP_PERIOD, TOTP_DIGITS);
}

/** The time step a moment falls in. */
export function totpStep(now: number = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD);
}

/**
 * The step (current, previous or next, for clock drift) whose code `code` is,
 * or null. The caller refuses a step it has accepted before.
 *
 * @example
 * const step = matchTotpStep(key, '123456');
 * if (step !== null && (await claimStep(step))) signIn();
 */
export function matchTotpStep(key: Uint8Array, code: string, now: number = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = totpStep(now);
  let matched: number | null = null;
  // Every candidate is compared, whatever matched first, so timing says nothing about drift.
  for (const step of [current - 1, current, current + 1]) {
    if (constantTimeEqual(generateHOTP(key, BigInt(step), TOTP_DIGITS), code)) matched = step;
  }
  return matched;
}
