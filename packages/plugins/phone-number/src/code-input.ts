import type { Zod } from 'latchkey/plugins';

/** A code as typed; a wrong one is an ordinary wrong guess. */
export const codeInput = (z: Zod) => z.string().trim().min(1).max(32);
