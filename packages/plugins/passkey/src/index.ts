// @latchkey/passkey: the server half. The browser half is @latchkey/passkey/client.
export { passkey } from './passkey.js';
export type { PasskeyPlugin } from './passkey.js';
export type { PasskeyOptions } from './passkey-options.js';
export { PASSKEY_ERROR_CODES } from './error-codes.js';
export type { PasskeyErrorCode } from './error-codes.js';
export type { PasskeyEndpoints } from './passkey-endpoints.js';
export type { Passkey } from './passkey-record.js';
export type { PasskeyEventType } from './events.js';
