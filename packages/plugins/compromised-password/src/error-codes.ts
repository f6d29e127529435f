import { defineErrorCodes } from 'latchkey/plugins';

/**
 * The errors the compromised-password check answers with.
 *
 * @example
 * const { error } = await client.signUp.email({ name, email, password });
 * if (error?.code === 'PASSWORD_COMPROMISED') askForAnotherPassword(error.message);
 */
export const COMPROMISED_PASSWORD_ERROR_CODES = defineErrorCodes({
  PASSWORD_COMPROMISED: {
    status: 'BAD_REQUEST',
    message: 'The password you entered has been compromised. Please choose a different password.',
  },
  PASSWORD_CHECK_UNAVAILABLE: {
    status: 'SERVICE_UNAVAILABLE',
    message: 'The password could not be checked against known breaches. Please try again later.',
  },
});

export type CompromisedPasswordErrorCode = keyof typeof COMPROMISED_PASSWORD_ERROR_CODES;
