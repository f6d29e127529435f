/**
 * Whether a value is a promise or any other thenable, which `await` would wait
 * on. Hot paths check this to skip a turn of the microtask queue for values
 * that are already there.
 *
 * @example
 * const result = isThenable(answered) ? await answered : answered;
 */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  if (typeof value !== 'object' && typeof value !== 'function') return false;
  return value !== null && typeof (value as { then?: unknown }).then === 'function';
}
