import { defineClientPlugin } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { CompromisedPasswordPlugin } from './compromised-password.js';

/**
 * The client half: no routes, only the error codes, so
 * `client.$ERROR_CODES.PASSWORD_COMPROMISED` is typed.
 *
 * @example
 * const client = createAuthClient<typeof auth>({ plugins: [compromisedPasswordClient()] });
 * if (error?.code === client.$ERROR_CODES.PASSWORD_COMPROMISED) askForAnotherPassword();
 */
export function compromisedPasswordClient() {
  return defineClientPlugin({ id: 'compromised-password', $InferServerPlugin: {} as CompromisedPasswordPlugin });
}
