import type { PasswordHasher } from './password-hasher.js';
import { isHashingBusy } from './hash-queue.js';
import { generateRandomString } from './random-string.js';

/**
 * Timing equalisation for any {@link PasswordHasher}: the returned function
 * verifies the password against a hash of a random secret, so it costs one real
 * verification. The hash is made on first use (that call costs a hash too) and
 * reused afterwards; call it once at start-up to warm it.
 *
 * @example
 * const verifyDummy = createDummyVerifier(options.passwordHasher);
 * if (!user) { await verifyDummy(input.password); return invalidCredentials(); }
 */
export function createDummyVerifier(hasher: PasswordHasher): (password: string) => Promise<false> {
  let dummyHash: Promise<string> | undefined;
  return async function verifyDummy(password: string): Promise<false> {
    const pending = (dummyHash ??= hasher.hash(generateRandomString(32)));
    try {
      await hasher.verify({ hash: await pending, password });
    } catch (error) {
      // Only a hash that failed to be made is made again; a full queue leaves it be.
      if (!(await pending.then(() => true, () => false))) dummyHash = undefined;
      // A full queue answers 503 for known and unknown emails alike.
      if (isHashingBusy(error)) throw error;
      // A failing custom hasher must not turn "unknown email" into a different answer.
      dummyHash = undefined;
    }
    return false;
  };
}
