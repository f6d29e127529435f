import { passwordInput, z } from 'latchkey/plugins';

/** The body of the routes that need the password: optional only for users who have none. */
export const passwordBody = z.object({ password: passwordInput.optional() });
