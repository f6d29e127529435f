const alphabetCache = new Map<string, string>();

/**
 * Expands an alphabet spec into its characters: `a-z`, `A-Z` and `0-9` style
 * ranges plus literal characters (`'a-f0-9'`, `'0-9-_'`). A `-` that does not sit
 * between two characters of a range is literal. Duplicates are dropped.
 *
 * @example
 * expandAlphabet('a-f0-9'); // 'abcdef0123456789'
 */
export function expandAlphabet(spec: string): string {
  const cached = alphabetCache.get(spec);
  if (cached !== undefined) return cached;
  const chars = [...spec];
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    const from = chars[i] ?? '';
    const start = from.codePointAt(0) ?? 0;
    const end = chars[i + 2]?.codePointAt(0) ?? -1;
    if (chars[i + 1] === '-' && start < end && end - start < 256) {
      for (let code = start; code <= end; code++) out.add(String.fromCodePoint(code));
      i += 2;
    } else {
      out.add(from);
    }
  }
  const alphabet = [...out].join('');
  if (out.size < 2 || out.size > 256) throw new RangeError(`Alphabet must hold 2 to 256 characters: ${spec}`);
  if (alphabetCache.size < 64) alphabetCache.set(spec, alphabet);
  return alphabet;
}

/**
 * A random string from `crypto.getRandomValues`. Each character is drawn by
 * rejection sampling (bytes are masked to the next power of two and values past
 * the alphabet are thrown away), so every character is equally likely: no
 * modulo bias.
 *
 * @example
 * generateRandomString(32);            // 'Qm3x…' from [a-zA-Z0-9], ~190 bits
 * generateRandomString(6, '0-9');      // '402913'
 */
export function generateRandomString(length: number, alphabet = 'a-zA-Z0-9'): string {
  if (!Number.isSafeInteger(length) || length < 0) throw new RangeError('Length must be a non-negative integer');
  const chars = [...expandAlphabet(alphabet)];
  const mask = 2 ** Math.ceil(Math.log2(chars.length)) - 1;
  let result = '';
  let count = 0;
  while (count < length) {
    // Draw a little extra so one call to the CSPRNG usually covers the rejections.
    const bytes = crypto.getRandomValues(new Uint8Array(Math.min(65_536, Math.ceil((length - count) * 1.3) + 4)));
    for (const byte of bytes) {
      const char = chars[byte & mask];
      if (char === undefined) continue;
      result += char;
      if (++count === length) break;
    }
  }
  return result;
}
