/** How one key of a record is filled: `[key to write, key or array index to read, decoder]`. */
export type RecordEntry = readonly [to: string, from: string | number, decode?: ((value: unknown) => unknown) | undefined];

export type RecordBuilder = (row: Record<string, unknown> | readonly unknown[]) => Record<string, unknown>;

export interface CompileRecordOptions {
  /** The builder answers `null` when any key it reads is `undefined` (before decoding). */
  nullUnlessSet?: boolean;
}

/**
 * A function that builds a record from a row as one object literal, made for a
 * fixed list of keys: V8 makes a literal's object in one step with its final
 * shape, where a loop of keyed writes moves it through a shape per key. Answers
 * `undefined` where code cannot be compiled (Cloudflare Workers forbid `new
 * Function`) or a key is `__proto__`, and the caller keeps its loop.
 *
 * @example
 * const build = compileRecord([['id', 'user.id'], ['createdAt', 'user.createdAt', toDate]]);
 * build?.(row); // { id, createdAt }
 */
export function compileRecord(
  entries: readonly RecordEntry[],
  options: { nullUnlessSet: true },
): ((row: Record<string, unknown>) => Record<string, unknown> | null) | undefined;
export function compileRecord(entries: readonly RecordEntry[], options?: CompileRecordOptions): RecordBuilder | undefined;
export function compileRecord(entries: readonly RecordEntry[], options: CompileRecordOptions = {}): RecordBuilder | undefined {
  if (entries.some(([to]) => to === '__proto__')) return undefined;
  const guard = options.nullUnlessSet && entries.length > 0
    ? `if (${entries.map(([, from]) => `row[${source(from)}] === undefined`).join(' || ')}) return null; `
    : '';
  const decoders = entries.map(([, , decode]) => decode);
  const body = entries
    .map(([to, from, decode], i) => `${JSON.stringify(to)}: ${decode ? `d[${i}](row[${source(from)}])` : `row[${source(from)}]`}`)
    .join(', ');
  try {
    return new Function('d', `return function build(row) { ${guard}return {${body}}; };`)(decoders) as RecordBuilder;
  } catch {
    return undefined;
  }
}

/** A key as a string literal, an array index as a number. */
const source = (from: string | number): string => (typeof from === 'number' ? String(Math.trunc(Math.abs(from))) : JSON.stringify(from));
