import { createHash, randomBytes } from 'node:crypto';

/**
 * Passwords the playground's stand-in for Pwned Passwords reports as breached.
 * The real service knows about a billion; these few let you see the refusal
 * without reaching the internet.
 */
export const DEMO_BREACHED_PASSWORDS: Readonly<Record<string, number>> = {
  'Tr0ub4dor&3': 1_024,
  'breached passphrase': 77,
  'hunter2hunter2': 3_301,
};

const sha1 = (text: string): string => createHash('sha1').update(text).digest('hex').toUpperCase();
const BREACHED = Object.entries(DEMO_BREACHED_PASSWORDS).map(([password, count]) => ({ hash: sha1(password), count }));

/**
 * One range of the stand-in, in the real service's format: `SUFFIX:COUNT`
 * lines, CRLF-separated, with padding lines of count 0 as `Add-Padding: true`
 * asks. Null for a malformed prefix.
 *
 * @example
 * devRange('5BAA6'); // '…:0\r\n…:0\r\n…'
 */
export function devRange(prefix: string): string | null {
  if (!/^[0-9A-F]{5}$/i.test(prefix)) return null;
  const upper = prefix.toUpperCase();
  const lines = BREACHED.filter(({ hash }) => hash.startsWith(upper)).map(({ hash, count }) => `${hash.slice(5)}:${count}`);
  while (lines.length < 100) lines.push(`${randomBytes(18).toString('hex').slice(0, 35).toUpperCase()}:0`);
  return lines.join('\r\n');
}
