// @latchkey/api-key: the server half. The browser half is @latchkey/api-key/client.
export { apiKey } from './api-key.js';
export type { ApiKeyPlugin } from './api-key.js';
export type { ApiKeyOptions } from './api-key-options.js';
export type { ApiKeyRecord } from './api-key-record.js';
export type { VerifyApiKeyResult } from './endpoints/verify.js';
export { isApiKeySession } from './key-session.js';
export { API_KEY_ERROR_CODES } from './error-codes.js';
export type { ApiKeyErrorCode } from './error-codes.js';
export type { ApiKeyEndpoints } from './api-key-endpoints.js';
export type { ApiKeyEventType } from './events.js';
