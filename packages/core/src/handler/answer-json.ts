const nativeToJSON = Date.prototype.toJSON;
const nativeToISOString = Date.prototype.toISOString;
// Deep enough for every answer the engine and plugins give (a list of sessions with their users).
const MAX_DEPTH = 4;

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);
const pad3 = (n: number): string => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

/**
 * The JSON text of an endpoint's data, exactly as `JSON.stringify` writes it
 * (`undefined` answers `null`), about twice as fast when it holds dates. V8
 * leaves its fast path for every `Date` to call `toJSON`, which formats through
 * `toISOString`; a get-session carries six. Dates in plain objects and arrays
 * are written here as their ISO text first, in copies (the data itself is left
 * alone). A date whose `toJSON` or `toISOString` is not the built-in one, a year
 * outside 0–9999, an object with its own `toJSON` or a class instance is left
 * to `JSON.stringify` as it is.
 *
 * @example
 * answerJson({ at: new Date(0) }); // '{"at":"1970-01-01T00:00:00.000Z"}'
 */
export function answerJson(data: unknown): string {
  if (data === undefined) return 'null';
  return JSON.stringify(withDateText(data, 0));
}

function withDateText(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype === Date.prototype) return dateText(value as Date);
  if (depth === MAX_DEPTH) return value;
  if ('toJSON' in value) return value;
  if (prototype === Array.prototype) return arrayWithDateText(value as unknown[], depth);
  if (prototype !== Object.prototype) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  // for-in walks the keys without making an array of them; an enumerable key someone
  // put on Object.prototype is skipped, as JSON.stringify skips it.
  for (const key in record) {
    const inner = record[key];
    if (typeof inner !== 'object' || inner === null || !Object.hasOwn(record, key)) continue;
    const next = withDateText(inner, depth + 1);
    if (next === inner) continue;
    copy ??= { ...record };
    copy[key] = next;
  }
  return copy ?? value;
}

function arrayWithDateText(items: unknown[], depth: number): unknown[] {
  let copy: unknown[] | undefined;
  for (let i = 0; i < items.length; i++) {
    const inner = items[i];
    if (typeof inner !== 'object' || inner === null) continue;
    const next = withDateText(inner, depth + 1);
    if (next === inner) continue;
    copy ??= items.slice();
    copy[i] = next;
  }
  return copy ?? items;
}

// The text of recent dates, by time value, in a table of fixed size: a session's
// dates are the same on each of its requests, and formatting one costs ten times
// the lookup. A slot holds the last date that fell in it; nothing is allocated.
// A prime size: times a whole number of seconds, minutes or days apart (a session's
// expiry and creation) fall in different slots, where with 1024 they would share one.
const SLOTS = 1021;
const slotTimes = new Float64Array(SLOTS).fill(Number.NaN);
const slotTexts: string[] = new Array<string>(SLOTS).fill('');

/** What the built-in `Date.prototype.toJSON` answers, or the date itself when it is not sure. */
function dateText(date: Date): unknown {
  if (date.toJSON !== nativeToJSON || date.toISOString !== nativeToISOString) return date;
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  const slot = Math.abs(time % SLOTS);
  if (slotTimes[slot] === time) return slotTexts[slot];
  const text = isoText(date);
  if (text === undefined) return date;
  slotTimes[slot] = time;
  slotTexts[slot] = text;
  return text;
}

/** `toISOString` for years 0–9999, `undefined` for the rest. */
function isoText(date: Date): string | undefined {
  const year = date.getUTCFullYear();
  if (year < 0 || year > 9999) return undefined;
  const yyyy = year < 1000 ? `${year}`.padStart(4, '0') : `${year}`;
  return `${yyyy}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}T${pad2(date.getUTCHours())}:${pad2(
    date.getUTCMinutes(),
  )}:${pad2(date.getUTCSeconds())}.${pad3(date.getUTCMilliseconds())}Z`;
}
