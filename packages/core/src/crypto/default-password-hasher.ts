import { runtimeScryptOptions } from './runtime-scrypt-options.js';
import { createScryptHasher, type ScryptHasher } from './scrypt-hasher.js';

/**
 * The hasher Latchkey uses unless configured otherwise: scrypt at N=2^17, r=8,
 * p=1 (OWASP's minimum), through a queue holding at most 128 MiB of derivations
 * at once (one at these parameters); see `createHashQueue`. On Cloudflare
 * Workers, N=2^14, r=8, p=5 instead ({@link runtimeScryptOptions}).
 *
 * @example
 * const hash = await defaultPasswordHasher.hash('correct horse battery staple');
 */
export const defaultPasswordHasher: ScryptHasher = createScryptHasher(runtimeScryptOptions());

/**
 * Hashes a password with the default hasher. Run {@link checkPasswordLength} first.
 *
 * @example
 * const hash = await hashPassword('correct horse battery staple');
 * // '$scrypt$ln=17,r=8,p=1$…$…'
 */
export function hashPassword(password: string): Promise<string> {
  return defaultPasswordHasher.hash(password);
}

/**
 * Checks a password against a stored hash (current or legacy format) in
 * constant time. A malformed hash answers false; it never throws.
 *
 * @example
 * if (!(await verifyPassword(account.password, input.password))) throw invalidCredentials();
 */
export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return defaultPasswordHasher.verify({ hash, password });
}

/**
 * Whether a stored hash was made with another algorithm or parameters than the
 * default hasher's and should be replaced after a successful sign-in.
 *
 * @example
 * if (needsRehash(account.password)) await updatePassword(account.id, await hashPassword(password));
 */
export function needsRehash(hash: string): boolean {
  return defaultPasswordHasher.needsRehash(hash);
}

/**
 * Spends as long as one real password verification, then answers false. Call it
 * when the email is unknown so that answer takes as long as a wrong password and
 * does not reveal which addresses have accounts.
 *
 * @example
 * if (!user) { await verifyDummy(input.password); throw invalidCredentials(); }
 */
export function verifyDummy(password: string): Promise<false> {
  return defaultPasswordHasher.verifyDummy(password);
}
