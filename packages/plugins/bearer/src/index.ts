// @latchkey/bearer: the server half. Token storage for native and single-page apps is @latchkey/bearer/client.
export { bearer } from './bearer.js';
export type { BearerPlugin } from './bearer.js';
export type { BearerOptions } from './bearer-options.js';
export { AUTH_TOKEN_HEADER } from './bearer-extension.js';
