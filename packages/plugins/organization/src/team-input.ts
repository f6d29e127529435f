import type { Zod } from 'latchkey/plugins';

/** A team name: at least one character (spec §5). */
export const teamNameInput = (z: Zod) => z.string().trim().min(1).max(100);
