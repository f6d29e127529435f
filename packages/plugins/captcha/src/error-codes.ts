import { defineErrorCodes } from 'latchkey/plugins';

/**
 * The errors the captcha guard answers with.
 *
 * @example
 * const { error } = await client.signUp.email(input, { headers: { 'x-captcha-response': token } });
 * if (error?.code === 'VERIFICATION_FAILED') resetWidget();
 */
export const CAPTCHA_ERROR_CODES = defineErrorCodes({
  MISSING_RESPONSE: { status: 'BAD_REQUEST', message: 'Missing CAPTCHA response' },
  VERIFICATION_FAILED: { status: 'FORBIDDEN', message: 'Captcha verification failed' },
  CAPTCHA_UNAVAILABLE: {
    status: 'SERVICE_UNAVAILABLE',
    message: 'Captcha verification is unavailable. Please try again later.',
  },
});

export type CaptchaErrorCode = keyof typeof CAPTCHA_ERROR_CODES;
