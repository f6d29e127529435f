import type { FieldDefinition } from './schema-types.js';

/**
 * The value a new row gets for a field it was not given: its `defaultValue`,
 * called when it is a function; undefined when the field has none.
 *
 * @example
 * defaultValueOf({ type: 'date', defaultValue: () => new Date() }); // now
 */
export function defaultValueOf(field: Pick<FieldDefinition, 'defaultValue'>): unknown {
  const fallback = field.defaultValue;
  return typeof fallback === 'function' ? (fallback as () => unknown)() : fallback;
}
