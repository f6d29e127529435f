import type { Finding } from './finding.js';

/** Shorter secrets are guessable offline from one signed cookie. */
const MIN_LENGTH = 32;
/** A long run of few characters (`aaaa…`, `abcabc…`) is long without being random. */
const MIN_DISTINCT = 12;

const FIX = 'Set LATCHKEY_SECRET to the output of `npx latchkey secret`, the same value on every instance.';

/**
 * Checks the configured secrets: present (not the development fallback), long,
 * and random-looking. Rotated-out secrets still verify cookies, so they are
 * checked too.
 *
 * @example
 * checkSecret({ option: undefined, env: process.env }); // [{ level: 'problem', subject: 'secret', … }]
 */
export function checkSecret(input: { option: unknown; env: Record<string, string | undefined> }): Finding[] {
  const fromOption = typeof input.option === 'string' ? [input.option] : Array.isArray(input.option) ? input.option.map(String) : null;
  const source = fromOption ? 'the `secret` option' : 'LATCHKEY_SECRET';
  const values = (fromOption ?? input.env.LATCHKEY_SECRET?.split(',') ?? []).map((value) => value.trim()).filter(Boolean);
  if (values.length === 0) {
    return [
      {
        level: 'problem',
        subject: 'secret',
        message:
          'No secret is configured. Outside production Latchkey signs with a development secret kept in node_modules/.cache; in production it refuses to start.',
        fix: FIX,
      },
    ];
  }
  const findings: Finding[] = [];
  values.forEach((value, index) => {
    const which = index === 0 ? `The secret from ${source}` : `Previous secret #${index} from ${source}`;
    if (value.length < MIN_LENGTH) {
      findings.push({ level: 'problem', subject: 'secret', message: `${which} has ${value.length} characters; it needs at least ${MIN_LENGTH}.`, fix: FIX });
    } else if (new Set(value).size < MIN_DISTINCT) {
      findings.push({ level: 'problem', subject: 'secret', message: `${which} repeats a few characters; it does not look random.`, fix: FIX });
    }
  });
  if (findings.length > 0) return findings;
  const previous = values.length > 1 ? `, and ${values.length - 1} previous secret(s) still accepted` : '';
  return [{ level: 'ok', subject: 'secret', message: `Set from ${source} (${values[0]!.length} characters)${previous}.` }];
}
