import { generateRandomString, hashTokenSync } from 'latchkey/plugins';

/** A new key: the plaintext (shown once), its stored hash, and the characters kept for display. */
export interface GeneratedApiKey {
  key: string;
  hash: string;
  start: string;
}

/**
 * A new key: the prefix, then `length` characters from [a-zA-Z0-9] drawn
 * without bias (64 characters hold about 380 bits). Only its SHA-256 is
 * stored: with this much entropy there is nothing to brute-force, so a slow
 * password hash would only slow every request down.
 *
 * @example
 * const { key, hash, start } = generateApiKey({ prefix: 'lk_', length: 64, startLength: 6 });
 */
export function generateApiKey(input: { prefix: string | undefined; length: number; startLength: number }): GeneratedApiKey {
  const key = `${input.prefix ?? ''}${generateRandomString(input.length)}`;
  return { key, hash: hashTokenSync(key), start: key.slice(0, input.startLength) };
}
