import type { Zod } from 'latchkey/plugins';

/** A typed code, and whether to trust this browser afterwards: the body of every verification route. */
export const codeBody = (z: Zod) => z.object({ code: z.string().min(1).max(64), trustDevice: z.boolean().optional() });
