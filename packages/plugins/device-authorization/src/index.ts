// @latchkey/device-authorization: the server half. The browser half is @latchkey/device-authorization/client.
export { deviceAuthorization } from './device-authorization.js';
export type { DeviceAuthorizationPlugin } from './device-authorization.js';
export type { DeviceAuthorizationOptions } from './device-authorization-options.js';
export { DEVICE_AUTHORIZATION_ERROR_CODES } from './error-codes.js';
export type { DeviceAuthorizationErrorCode } from './error-codes.js';
export type { DeviceAuthorizationEndpoints } from './device-authorization-endpoints.js';
export { DEVICE_CODE_GRANT } from './endpoints/device-token.js';
export { USER_CODE_ALPHABET } from './user-code.js';
// The answers' types, so that an app exporting its instance or client names them (declaration emit).
export type { DeviceCodeAnswer } from './endpoints/device-code.js';
export type { DeviceVerifyAnswer } from './endpoints/device-verify.js';
export type { AccessTokenAnswer } from './issue-access-token.js';
export type { DeviceFlowError, OAuthErrorBody } from './oauth-error.js';
export type { DeviceEventType } from './events.js';
export type { DeviceGrants, DeviceGrantPoll } from './device-grants-api.js';
