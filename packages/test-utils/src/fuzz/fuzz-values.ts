// The values the fuzzer puts in bodies, queries, params and headers: junk of
// every kind, and placeholders (`$email`, `$userId`, ...) that stand for live
// values of the instance (the signed-in user's address, an organization's id,
// the id of some row: an invitation, a passkey, an API key)
// so some requests get past validation and reach the handlers.
import fc from 'fast-check';

/** Placeholders replaced at send time by `materialize`. */
export const PLACEHOLDERS = [
  '$email',
  '$password',
  '$userId',
  '$otherEmail',
  '$otherUserId',
  '$sessionToken',
  '$orgId',
  '$phone',
  '$username',
  '$url',
  '$rowId',
] as const;

export type Placeholder = (typeof PLACEHOLDERS)[number];

/** Strings that have broken parsers before: prototype keys, number-ish words, control and surrogate characters. */
const NASTY_STRINGS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '0x10',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202E\u0041',
  'ﬀ',
  'İ',
  '𝓊𝓃𝒾𝒸ℴ𝒹ℯ',
  '😀👩‍👩‍👧',
  "' OR '1'='1",
  '"; DROP TABLE user; --',
  '../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '//evil.example/',
  'http://evil.example/',
  'http://localhost:3000/dashboard',
  '/dashboard',
  'user@example.com',
  'USER@EXAMPLE.COM',
  'a@b',
  '@',
  '+15555550123',
  '+1',
  '000000',
  '123456',
  '12345678',
  'password123456',
  'breached password',
  'admin',
  'owner',
  'member',
  '{"__proto__":{"polluted":1}}',
];

/** A string of any kind, or a placeholder. */
export const fuzzString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 4 },
  { arbitrary: fc.constantFrom(...PLACEHOLDERS), weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
);

const protoKey = fc.constantFrom('__proto__', 'constructor', 'prototype');

/** Nests a value `depth` levels deep in objects or arrays. */
const deeplyNested: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean())
  .map(([depth, arrays]) => {
    let value: unknown = 'deep';
    for (let i = 0; i < depth; i++) value = arrays ? [value] : { a: value };
    return value;
  });

/** Any JSON-ish value: scalars of the wrong type, arrays, objects with prototype keys, deep nesting. */
export const fuzzValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: fuzzString, weight: 5 },
    { arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2 ** 53, Number.MAX_VALUE, 1e-300)), weight: 2 },
    { arbitrary: fc.boolean(), weight: 1 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 1 },
    { arbitrary: fc.dictionary(fc.oneof(protoKey, fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 4 }), weight: 1 },
    { arbitrary: deeplyNested, weight: 1 },
  ),
})).value;

/** A value shaped like a field of the given zod type, or any value at all. */
export function valueFor(type: string): fc.Arbitrary<unknown> {
  const typed: Record<string, fc.Arbitrary<unknown>> = {
    string: fuzzString,
    number: fc.oneof(fc.integer({ min: -10, max: 100_000 }), fc.double()),
    int: fc.integer({ min: -10, max: 100_000 }),
    boolean: fc.boolean(),
    array: fc.array(fuzzString, { maxLength: 4 }),
    record: fc.dictionary(fc.oneof(protoKey, fc.string({ maxLength: 8 })), fuzzString, { maxKeys: 3 }),
    enum: fuzzString,
  };
  const fitting = typed[type];
  // Mostly the right type (placeholders weigh more here, to get past validation), sometimes anything.
  const likely = type === 'string' ? fc.oneof({ arbitrary: fc.constantFrom(...PLACEHOLDERS), weight: 2 }, { arbitrary: fuzzString, weight: 2 }) : fitting;
  return likely ? fc.oneof({ arbitrary: likely, weight: 4 }, { arbitrary: fuzzValue, weight: 1 }) : fuzzValue;
}

/** Live values the placeholders stand for. */
export type LiveValues = Readonly<Record<Placeholder, string>>;

/**
 * Replaces placeholders anywhere in a value with live values.
 *
 * @example
 * materialize({ email: '$email' }, live); // { email: 'user-1@fuzz.test' }
 */
export function materialize(value: unknown, live: LiveValues, depth = 0): unknown {
  if (typeof value === 'string') return (PLACEHOLDERS as readonly string[]).includes(value) ? live[value as Placeholder] : value;
  // Placeholders sit near the top; deeper nesting is sent as generated.
  if (value === null || typeof value !== 'object' || depth > 20) return value;
  if (Array.isArray(value)) return value.map((item) => materialize(item, live, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // defineProperty keeps `__proto__` an own key, as JSON.parse would make it.
    Object.defineProperty(copy, key, { value: materialize(item, live, depth + 1), enumerable: true, writable: true, configurable: true });
  }
  return copy;
}
