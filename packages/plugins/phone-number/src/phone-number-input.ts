import { AuthError, type Zod } from 'latchkey/plugins';
import type { AuthContext } from 'latchkey/plugins';
import { PHONE_NUMBER_ERROR_CODES } from './error-codes.js';
import { phoneNumberKey } from './phone-number-options.js';

/** A phone number as typed; `toE164` decides whether it is one. */
export const phoneNumberInput = (z: Zod) => z.string().trim().min(1).max(64);

/**
 * The number in E.164 (`+14155552671`), or 400 INVALID_PHONE_NUMBER. Checked
 * against the full ("max") metadata, which knows each country's number ranges,
 * not only their lengths: about half of what the smaller metadata accepts is
 * refused, so no text is sent (and paid for) to a number that cannot exist.
 * That metadata is large, so it loads on the first number checked, not at start.
 *
 * @example
 * await toE164(ctx.auth, '+1 (415) 555-2671'); // '+14155552671'
 */
export async function toE164(auth: AuthContext, raw: string): Promise<string> {
  const { parsePhoneNumberFromString } = await import('libphonenumber-js/max');
  const parsed = parsePhoneNumberFromString(raw, { defaultCountry: phoneNumberKey.options(auth).defaultCountry });
  if (!parsed?.isValid()) throw AuthError.of(PHONE_NUMBER_ERROR_CODES, 'INVALID_PHONE_NUMBER');
  return parsed.number;
}
