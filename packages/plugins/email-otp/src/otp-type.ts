import type { Zod } from 'latchkey/plugins';

/** What a code is for; a code of one type never works for another. */
export const EMAIL_OTP_TYPES = ['email-verification', 'sign-in', 'forget-password', 'change-email'] as const;

export type EmailOTPType = (typeof EMAIL_OTP_TYPES)[number];

/** The `type` field of a request. */
export const otpTypeInput = (z: Zod) => z.enum(EMAIL_OTP_TYPES);

/** A typed code: digits only, bounded. */
export const otpInput = (z: Zod) => z.string().trim().min(1).max(64);

/**
 * The one-time code store's purpose and identifier for a code. A change-of-email
 * code is bound to the user who asked as well as to the new address, so it
 * neither works for, nor replaces the code of, anyone else.
 *
 * @example
 * issueCode(ctx.auth, { ...codeKey({ type: 'sign-in', email }), expiresIn: 300 });
 */
export function codeKey(input: { type: EmailOTPType; email: string; userId?: string }): { purpose: string; identifier: string } {
  const identifier = input.type === 'change-email' ? `${input.userId ?? ''}\n${input.email}` : input.email;
  return { purpose: `email-otp:${input.type}`, identifier };
}
