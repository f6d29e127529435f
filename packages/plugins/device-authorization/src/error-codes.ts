import { defineErrorCodes } from 'latchkey/plugins';

/**
 * The `{ code, message }` errors of the routes people use (`GET /device`,
 * `/device/approve`, `/device/deny`). Those about the user code also carry RFC
 * 8628's `{ error, error_description }` (see `userCodeError`), the only shape
 * the device's own routes (`/device/code`, `/device/token`) answer. Codes the
 * core declares (`UNAUTHORIZED`, `SESSION_NOT_FRESH`, `TOO_MANY_REQUESTS`) are
 * reused from `CORE_ERROR_CODES`.
 *
 * @example
 * const { error } = await client.device.approve({ userCode });
 * if (error?.code === 'INVALID_USER_CODE') askAgain();
 */
export const DEVICE_AUTHORIZATION_ERROR_CODES = defineErrorCodes({
  INVALID_USER_CODE: { status: 'BAD_REQUEST', message: 'Invalid user code' },
  EXPIRED_USER_CODE: { status: 'BAD_REQUEST', message: 'User code has expired' },
  USER_CODE_ALREADY_PROCESSED: { status: 'BAD_REQUEST', message: 'This code was already approved or denied' },
  USER_CODE_NOT_OPENED: { status: 'BAD_REQUEST', message: 'Open the code while signed in before approving or denying it' },
  USER_CODE_OPENED_BY_ANOTHER_USER: { status: 'FORBIDDEN', message: 'This code was opened by another account' },
  DEVICE_APPROVAL_NOT_ALLOWED: { status: 'FORBIDDEN', message: 'An impersonation session cannot approve a device' },
});

export type DeviceAuthorizationErrorCode = keyof typeof DEVICE_AUTHORIZATION_ERROR_CODES;
