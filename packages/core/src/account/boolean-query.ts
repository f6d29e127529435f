import type { Zod } from '../endpoint/lazy-schema.js';

/** A flag in a query string (`?x=true`) or a server call (`{ x: true }`). */
export const booleanQuery = (z: Zod) => z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);
