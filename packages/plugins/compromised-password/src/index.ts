// @latchkey/compromised-password: the server half. The browser half is @latchkey/compromised-password/client.
export { compromisedPassword } from './compromised-password.js';
export type { CompromisedPasswordPlugin } from './compromised-password.js';
export { PWNED_PASSWORDS_RANGE_URL } from './compromised-password-options.js';
export type { CompromisedPasswordOptions } from './compromised-password-options.js';
export { COMPROMISED_PASSWORD_ERROR_CODES } from './error-codes.js';
export type { CompromisedPasswordErrorCode } from './error-codes.js';
