// @latchkey/anonymous: the server half. The browser half is @latchkey/anonymous/client.
export { anonymous } from './anonymous.js';
export type { AnonymousPlugin } from './anonymous.js';
export type { AnonymousOptions, LinkAccountInput } from './anonymous-options.js';
export { ANONYMOUS_ERROR_CODES } from './error-codes.js';
export type { AnonymousErrorCode } from './error-codes.js';
export type { AnonymousEndpoints } from './anonymous-endpoints.js';
