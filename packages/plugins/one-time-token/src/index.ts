// @latchkey/one-time-token: the server half. The browser half is @latchkey/one-time-token/client.
export { oneTimeToken } from './one-time-token.js';
export type { OneTimeTokenPlugin } from './one-time-token.js';
export type { OneTimeTokenOptions } from './one-time-token-options.js';
export type { OneTimeTokenEndpoints } from './one-time-token-endpoints.js';
