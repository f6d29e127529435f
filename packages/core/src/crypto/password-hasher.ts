/**
 * How Latchkey hashes and checks passwords. Replace it to use another algorithm
 * (argon2, bcrypt, a remote service); the default is {@link defaultPasswordHasher}.
 *
 * `verify` answers false for a wrong password *and* for a hash it cannot read;
 * it never throws on bad input. Latchkey's own hasher may reject either call
 * with the 503 `PASSWORD_HASHING_BUSY` when its queue is full; let it through. `needsRehash`, when present, lets sign-in
 * upgrade hashes written with older parameters.
 *
 * @example
 * const hasher: PasswordHasher = {
 *   hash: (password) => argon2.hash(password),
 *   verify: ({ hash, password }) => argon2.verify(hash, password).catch(() => false),
 * };
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
  needsRehash?(hash: string): boolean;
}
