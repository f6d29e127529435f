import { defineErrorCodes } from 'latchkey/plugins';

/**
 * The errors only the phone-number plugin answers with. Codes the core already
 * declares (`INVALID_OTP`, `OTP_EXPIRED`, `TOO_MANY_ATTEMPTS`,
 * `TOO_MANY_REQUESTS`, `UNAUTHORIZED`, `SESSION_NOT_FRESH`) are reused from `CORE_ERROR_CODES`.
 *
 * @example
 * const { error } = await client.phoneNumber.verify({ phoneNumber, code });
 * if (error?.code === 'PHONE_NUMBER_EXIST') askToSignIn();
 */
export const PHONE_NUMBER_ERROR_CODES = defineErrorCodes({
  INVALID_PHONE_NUMBER: { status: 'BAD_REQUEST', message: 'Invalid phone number' },
  INVALID_PHONE_NUMBER_OR_PASSWORD: { status: 'UNAUTHORIZED', message: 'Invalid phone number or password' },
  PHONE_NUMBER_NOT_VERIFIED: { status: 'FORBIDDEN', message: 'Phone number not verified' },
  PHONE_NUMBER_NOT_EXIST: { status: 'BAD_REQUEST', message: "Phone number isn't registered" },
  PHONE_NUMBER_EXIST: { status: 'BAD_REQUEST', message: 'Phone number already exists' },
});

export type PhoneNumberErrorCode = keyof typeof PHONE_NUMBER_ERROR_CODES;
