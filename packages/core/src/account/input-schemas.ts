import { z } from 'zod';

/** An email address, trimmed and lower-cased; an invalid one answers INVALID_EMAIL. */
export const emailInput = z
  .string()
  .trim()
  .max(254)
  .refine((value) => z.email().safeParse(value).success, { params: { code: 'INVALID_EMAIL' } })
  .transform((value) => value.toLowerCase());

/**
 * A password as sent. Its length is checked against the configured bounds before
 * any hashing (the body limit bounds what is read at all).
 */
export const passwordInput = z.string();

/** A redirect target; checked by the one URL-safety function in the handler. */
export const redirectInput = z.string().max(2048);
