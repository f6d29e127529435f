import type { Zod } from 'latchkey/plugins';
import { PREFIX } from './api-key-options.js';

// Metadata travels in every answer that lists keys; keep it small.
const MAX_METADATA_BYTES = 4096;

/** A key's display name. */
export const nameInput = (z: Zod) => z.string().trim().min(1).max(64);

/** JSON metadata: an object of at most 4 KB, or null to clear it. */
export const metadataInput = (z: Zod) => z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= MAX_METADATA_BYTES, { message: 'Metadata is larger than 4 KB' })
  .nullable();

/** Permissions as `latchkey/access` spells them: `{ files: ['read', 'write'] }`. */
export const permissionsInput = (z: Zod) => z.record(z.string().min(1).max(64), z.array(z.string().min(1).max(64)).max(64));

/** Lifetime in seconds, or null for a key that does not expire. */
export const expiresInInput = (z: Zod) => z.number().int().positive().nullable();

export const prefixInput = (z: Zod) => z.string().regex(PREFIX, 'Prefix may hold 1 to 32 letters, digits, `_` and `-`');

/** The fields only the server sets (never over HTTP). */
const SERVER_ONLY = [
  'userId',
  'permissions',
  'remaining',
  'refillAmount',
  'refillInterval',
  'rateLimitEnabled',
  'rateLimitTimeWindow',
  'rateLimitMax',
] as const;

/** The limits only the server sets (never over HTTP), one schema for each of `SERVER_ONLY`. */
export const serverOnlyLimits = (z: Zod) => ({
  userId: z.string().min(1).max(255).optional(),
  permissions: permissionsInput(z).optional(),
  remaining: z.number().int().min(0).nullable().optional(),
  refillAmount: z.number().int().positive().optional(),
  refillInterval: z.number().int().positive().optional(),
  rateLimitEnabled: z.boolean().optional(),
  rateLimitTimeWindow: z.number().int().positive().optional(),
  rateLimitMax: z.number().int().positive().optional(),
}) satisfies Record<(typeof SERVER_ONLY)[number], unknown>;

/** The server-only fields a body carries, for `keyOwner` to refuse over HTTP. */
export function serverOnlyFields(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(SERVER_ONLY.map((name) => [name, body[name]]));
}
