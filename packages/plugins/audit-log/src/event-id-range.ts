/**
 * The smallest event id of a moment: event ids begin with their time in
 * milliseconds, fixed-width base 36, so every id at or after `time` sorts at
 * or after this one, and a time range is a range of ids.
 *
 * @example
 * where.push({ field: 'id', operator: 'gte', value: idAt(from) });
 */
export function idAt(time: Date): string {
  return Math.max(0, time.getTime()).toString(36).padStart(9, '0');
}
