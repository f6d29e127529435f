// @latchkey/username: the server half. The browser half is @latchkey/username/client.
export { username } from './username.js';
export type { UsernamePlugin } from './username.js';
export type { UsernameOptions } from './username-options.js';
export { USERNAME_ERROR_CODES } from './error-codes.js';
export type { UsernameErrorCode } from './error-codes.js';
export type { UsernameEndpoints } from './username-endpoints.js';
