import type { Zod } from 'latchkey/plugins';

/** An id of a row, as requests carry them. */
export const idInput = (z: Zod) => z.string().min(1).max(255);

/** Letters, digits, dashes and underscores: a slug goes into URLs as is. */
export const slugInput = (z: Zod) => z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-zA-Z0-9][a-zA-Z0-9_-]*$/, 'A slug holds letters, digits, dashes and underscores');

export const organizationNameInput = (z: Zod) => z.string().trim().min(1).max(100);

export const logoInput = (z: Zod) => z.string().max(2048);

export const metadataInput = (z: Zod) => z.record(z.string(), z.unknown());
