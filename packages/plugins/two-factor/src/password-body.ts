import { passwordInput, type Zod } from 'latchkey/plugins';

/** The body of the routes that need the password: optional only for users who have none. */
export const passwordBody = (z: Zod) => z.object({ password: passwordInput(z).optional() });
