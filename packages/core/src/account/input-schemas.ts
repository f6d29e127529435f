import type { Zod } from '../endpoint/lazy-schema.js';

/** An email address, trimmed and lower-cased; an invalid one answers INVALID_EMAIL. */
export const emailInput = (z: Zod) => z
  .string()
  .trim()
  .max(254)
  .refine((value) => z.email().safeParse(value).success, { params: { code: 'INVALID_EMAIL' } })
  .transform((value) => value.toLowerCase());

/**
 * An email address at sign-up: like `emailInput`, but a malformed one answers
 * 400 VALIDATION_ERROR `[body.email] Invalid email address`, which is what
 * clients of the established API expect from sign-up (sign-in keeps INVALID_EMAIL).
 */
export const signUpEmailInput = (z: Zod) => z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());

/**
 * A password as sent. Its length is checked against the configured bounds before
 * any hashing (the body limit bounds what is read at all).
 */
export const passwordInput = (z: Zod) => z.string();

/** A redirect target; checked by the one URL-safety function in the handler. */
export const redirectInput = (z: Zod) => z.string().max(2048);
