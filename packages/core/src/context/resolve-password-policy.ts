import { defaultPasswordHasher } from '../crypto/default-password-hasher.js';
import { createDummyVerifier } from '../crypto/dummy-verifier.js';
import type { EmailAndPasswordOptions } from '../options/account-options.js';
import type { PasswordPolicy } from '../declarations/context-services.js';

/** Password length bounds (8 to 128 by default), the common-password list (on) and the hasher, the user's or scrypt. */
export function resolvePasswordPolicy(options: EmailAndPasswordOptions = {}): PasswordPolicy {
  const minLength = options.minPasswordLength ?? 8;
  const maxLength = options.maxPasswordLength ?? 128;
  if (!(Number.isInteger(minLength) && Number.isInteger(maxLength) && minLength >= 1 && maxLength >= minLength)) {
    throw new Error('Latchkey: emailAndPassword.minPasswordLength and maxPasswordLength must be integers, 1 ≤ min ≤ max.');
  }
  const hasher = options.password ?? defaultPasswordHasher;
  const commonPasswords = resolveCommonPasswords(options.commonPasswords);
  return { hasher, minLength, maxLength, commonPasswords, verifyDummy: createDummyVerifier(hasher) };
}

function resolveCommonPasswords(option: boolean | number | undefined): number {
  if (option === undefined || option === true) return Number.POSITIVE_INFINITY;
  if (option === false) return 0;
  if (!(Number.isInteger(option) && option >= 0)) {
    throw new Error('Latchkey: emailAndPassword.commonPasswords must be true, false or a whole number of passwords.');
  }
  return option;
}
