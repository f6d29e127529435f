const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Merges `extra` over `base`: plain objects merge key by key, anything else
 * (arrays, class instances such as a pool or a store) is replaced whole.
 *
 * @example
 * mergeOptions({ session: { expiresIn: 60 } }, { session: { cookieCache: { enabled: true } } });
 */
export function mergeOptions<T extends object>(base: T, extra: Record<string, unknown> | undefined): T {
  if (!extra) return base;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergeOptions(current, value) : value;
  }
  return merged as T;
}
