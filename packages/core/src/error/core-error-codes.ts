import { defineErrorCodes } from './auth-error.js';

/**
 * Every error the core can answer with. Codes are the contract clients switch on;
 * messages follow the HTTP API Latchkey speaks.
 */
export const CORE_ERROR_CODES = defineErrorCodes({
  // Engine
  NOT_FOUND: { status: 'NOT_FOUND', message: 'Not found' },
  METHOD_NOT_ALLOWED: { status: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' },
  UNSUPPORTED_MEDIA_TYPE: { status: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  INVALID_JSON: { status: 'BAD_REQUEST', message: 'The request body is not valid JSON' },
  PAYLOAD_TOO_LARGE: { status: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  VALIDATION_ERROR: { status: 'BAD_REQUEST', message: 'Invalid input' },
  TOO_MANY_REQUESTS: { status: 'TOO_MANY_REQUESTS', message: 'Rate limit exceeded.' },
  INTERNAL_SERVER_ERROR: { status: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' },
  DATABASE_UNAVAILABLE: { status: 'SERVICE_UNAVAILABLE', message: 'The database is unavailable. Try again shortly.' },
  DATABASE_SCHEMA_MISSING: {
    status: 'SERVICE_UNAVAILABLE',
    message: 'The database is missing parts of the Latchkey schema. Run `npx latchkey migrate` to add them.',
  },
  SECONDARY_STORAGE_UNAVAILABLE: {
    status: 'SERVICE_UNAVAILABLE',
    message: 'Secondary storage is unavailable. Try again later.',
  },
  INVALID_ORIGIN: { status: 'FORBIDDEN', message: 'Invalid origin' },
  MISSING_OR_NULL_ORIGIN: { status: 'FORBIDDEN', message: 'Missing or null Origin' },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: {
    status: 'FORBIDDEN',
    message: 'Cross-site navigation login blocked. Sign in from a page of this site.',
  },
  INVALID_CALLBACK_URL: { status: 'FORBIDDEN', message: 'Invalid callbackURL' },
  INVALID_REDIRECT_URL: { status: 'FORBIDDEN', message: 'Invalid redirectURL' },
  INVALID_ERROR_CALLBACK_URL: { status: 'FORBIDDEN', message: 'Invalid errorCallbackURL' },
  INVALID_NEW_USER_CALLBACK_URL: { status: 'FORBIDDEN', message: 'Invalid newUserCallbackURL' },
  // Sessions
  UNAUTHORIZED: { status: 'UNAUTHORIZED', message: 'Unauthorized' },
  SESSION_NOT_FRESH: { status: 'FORBIDDEN', message: 'Session is not fresh' },
  SESSION_EXPIRED: { status: 'FORBIDDEN', message: 'Session expired. Re-authenticate to perform this action.' },
  FAILED_TO_GET_SESSION: { status: 'BAD_REQUEST', message: 'Failed to get session' },
  FAILED_TO_CREATE_SESSION: { status: 'INTERNAL_SERVER_ERROR', message: 'Failed to create session' },
  SESSION_NOT_FOUND: { status: 'NOT_FOUND', message: 'Session not found' },
  // Email and password
  EMAIL_PASSWORD_DISABLED: { status: 'BAD_REQUEST', message: 'Email and password is not enabled' },
  EMAIL_PASSWORD_SIGN_UP_DISABLED: { status: 'BAD_REQUEST', message: 'Email and password sign up is not enabled' },
  INVALID_EMAIL: { status: 'BAD_REQUEST', message: 'Invalid email' },
  INVALID_PASSWORD: { status: 'BAD_REQUEST', message: 'Invalid password' },
  INVALID_EMAIL_OR_PASSWORD: { status: 'UNAUTHORIZED', message: 'Invalid email or password' },
  PASSWORD_TOO_SHORT: { status: 'BAD_REQUEST', message: 'Password too short' },
  PASSWORD_TOO_LONG: { status: 'BAD_REQUEST', message: 'Password too long' },
  PASSWORD_TOO_COMMON: { status: 'BAD_REQUEST', message: 'Password is too common' },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { status: 'BAD_REQUEST', message: 'Credential account not found' },
  USER_ALREADY_HAS_PASSWORD: { status: 'BAD_REQUEST', message: 'user already has a password' },
  USER_ALREADY_HAS_PASSWORD_DELETE: {
    status: 'BAD_REQUEST',
    message: 'User already has a password. Provide that to delete the account.',
  },
  EMAIL_NOT_VERIFIED: { status: 'FORBIDDEN', message: 'Email not verified' },
  TOO_MANY_FAILED_ATTEMPTS: {
    status: 'TOO_MANY_REQUESTS',
    message: 'Too many failed sign-in attempts. Try again later or reset your password.',
  },
  PASSWORD_HASHING_BUSY: {
    status: 'SERVICE_UNAVAILABLE',
    message: 'Too many passwords are being checked at once. Try again shortly.',
  },
  // Users
  USER_NOT_FOUND: { status: 'NOT_FOUND', message: 'User not found' },
  FAILED_TO_CREATE_USER: { status: 'UNPROCESSABLE_CONTENT', message: 'Failed to create user' },
  FAILED_TO_UPDATE_USER: { status: 'INTERNAL_SERVER_ERROR', message: 'Failed to update user' },
  USER_ALREADY_EXISTS: { status: 'UNPROCESSABLE_CONTENT', message: 'User already exists.' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    status: 'UNPROCESSABLE_CONTENT',
    message: 'User already exists. Use another email.',
  },
  EMAIL_CAN_NOT_BE_UPDATED: { status: 'BAD_REQUEST', message: 'Email can not be updated' },
  // Tokens and verification
  INVALID_TOKEN: { status: 'BAD_REQUEST', message: 'Invalid token' },
  TOKEN_EXPIRED: { status: 'BAD_REQUEST', message: 'Token expired' },
  TOO_MANY_ATTEMPTS: { status: 'FORBIDDEN', message: 'Too many attempts' },
  // One-time codes typed by the user (email or text message), for every plugin that sends them.
  INVALID_OTP: { status: 'BAD_REQUEST', message: 'Invalid OTP' },
  OTP_EXPIRED: { status: 'BAD_REQUEST', message: 'OTP expired' },
  VERIFICATION_EMAIL_NOT_ENABLED: { status: 'BAD_REQUEST', message: "Verification email isn't enabled" },
  EMAIL_ALREADY_VERIFIED: {
    status: 'BAD_REQUEST',
    message: 'You can only send a verification email to an unverified email',
  },
  EMAIL_MISMATCH: { status: 'BAD_REQUEST', message: 'You can only send a verification email to your own email' },
  RESET_PASSWORD_DISABLED: { status: 'BAD_REQUEST', message: "Reset password isn't enabled" },
  CHANGE_EMAIL_DISABLED: { status: 'BAD_REQUEST', message: 'Change email is disabled' },
  EMAIL_IS_THE_SAME: { status: 'BAD_REQUEST', message: 'Email is the same' },
  COULD_NOT_UPDATE_EMAIL: { status: 'BAD_REQUEST', message: "Couldn't update your email" },
  DELETE_USER_DISABLED: { status: 'NOT_FOUND', message: 'Not found' },
  // Social and accounts
  PROVIDER_NOT_FOUND: { status: 'NOT_FOUND', message: 'Provider not found' },
  ID_TOKEN_NOT_SUPPORTED: { status: 'NOT_FOUND', message: 'id_token not supported' },
  FAILED_TO_GET_USER_INFO: { status: 'UNAUTHORIZED', message: 'Failed to get user info' },
  USER_EMAIL_NOT_FOUND: { status: 'UNAUTHORIZED', message: 'User email not found' },
  SOCIAL_ACCOUNT_ALREADY_LINKED: { status: 'BAD_REQUEST', message: 'Social account already linked' },
  ACCOUNT_NOT_FOUND: { status: 'BAD_REQUEST', message: 'Account not found' },
  FAILED_TO_UNLINK_LAST_ACCOUNT: { status: 'BAD_REQUEST', message: "You can't unlink your last account" },
  UNABLE_TO_CREATE_ACCOUNT: { status: 'EXPECTATION_FAILED', message: 'Account not linked - unable to create account' },
  LINKING_NOT_ALLOWED: { status: 'UNAUTHORIZED', message: 'Account not linked - linking not allowed' },
  LINKING_DIFFERENT_EMAILS_NOT_ALLOWED: {
    status: 'UNAUTHORIZED',
    message: 'Account not linked - different emails not allowed',
  },
  USER_ID_OR_SESSION_REQUIRED: { status: 'BAD_REQUEST', message: 'Either userId or session is required' },
  PROVIDER_NOT_SUPPORTED: { status: 'BAD_REQUEST', message: 'Provider is not supported.' },
  FAILED_TO_GET_ACCESS_TOKEN: { status: 'BAD_REQUEST', message: 'Failed to get a valid access token' },
  FAILED_TO_REFRESH_ACCESS_TOKEN: { status: 'BAD_REQUEST', message: 'Failed to refresh access token' },
  ACCESS_TOKEN_NOT_FOUND: { status: 'BAD_REQUEST', message: 'Access token not found' },
  SOCIAL_SIGN_UP_DISABLED: { status: 'FORBIDDEN', message: 'Sign up is disabled for this provider' },
  REFRESH_TOKEN_NOT_FOUND: { status: 'BAD_REQUEST', message: 'Refresh token not found' },
});

export type CoreErrorCode = keyof typeof CORE_ERROR_CODES;
