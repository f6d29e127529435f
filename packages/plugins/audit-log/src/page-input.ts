import type { Zod } from 'latchkey/plugins';

/** The paging fields both queries take: a page size and the cursor of the previous page. */
export const pageInput = (z: Zod) => ({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  cursor: z.string().min(1).max(128).optional(),
});
