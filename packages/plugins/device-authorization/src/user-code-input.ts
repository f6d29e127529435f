import type { Zod } from 'latchkey/plugins';

/** A user code as typed: the length is checked after normalising, so dashes and spaces may be in it. */
export const userCodeInput = (z: Zod) => z.string().min(1).max(64);
