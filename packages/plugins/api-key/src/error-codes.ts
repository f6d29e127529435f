import { defineErrorCodes } from 'latchkey/plugins';

/**
 * The errors only the API-key plugin answers with. Codes the core already
 * declares (`UNAUTHORIZED`, `USER_NOT_FOUND`) are reused from `CORE_ERROR_CODES`.
 *
 * @example
 * const { error } = await client.apiKey.create({ name: 'ci' });
 * if (error?.code === 'EXPIRES_IN_IS_TOO_LARGE') pickShorterExpiry();
 */
export const API_KEY_ERROR_CODES = defineErrorCodes({
  INVALID_API_KEY: { status: 'UNAUTHORIZED', message: 'Invalid API key.' },
  KEY_NOT_FOUND: { status: 'NOT_FOUND', message: 'API Key not found' },
  KEY_DISABLED: { status: 'UNAUTHORIZED', message: 'API Key is disabled' },
  KEY_EXPIRED: { status: 'UNAUTHORIZED', message: 'API Key has expired' },
  USAGE_EXCEEDED: { status: 'TOO_MANY_REQUESTS', message: 'API Key has reached its usage limit' },
  RATE_LIMITED: { status: 'TOO_MANY_REQUESTS', message: 'Rate limit exceeded.' },
  KEY_NOT_PERMITTED: { status: 'FORBIDDEN', message: 'API Key does not have the required permissions' },
  SERVER_ONLY_PROPERTY: {
    status: 'BAD_REQUEST',
    message: "The property you're trying to set can only be set from the server auth instance only.",
  },
  API_KEY_SESSION_NOT_ALLOWED: {
    status: 'FORBIDDEN',
    message: 'A session from an API key cannot do this. Sign in to manage keys, passwords and the account.',
  },
  IMPERSONATED_SESSION_NOT_ALLOWED: { status: 'FORBIDDEN', message: 'An impersonation session cannot manage API keys.' },
  EXPIRES_IN_IS_TOO_SMALL: { status: 'BAD_REQUEST', message: 'The expiresIn is smaller than the predefined minimum value.' },
  EXPIRES_IN_IS_TOO_LARGE: { status: 'BAD_REQUEST', message: 'The expiresIn is larger than the predefined maximum value.' },
  KEY_DISABLED_EXPIRATION: { status: 'BAD_REQUEST', message: 'Custom key expiration values are disabled.' },
  METADATA_DISABLED: { status: 'BAD_REQUEST', message: 'Metadata is disabled.' },
  REFILL_AMOUNT_AND_INTERVAL_REQUIRED: {
    status: 'BAD_REQUEST',
    message: 'refillAmount and refillInterval are required together',
  },
  NO_VALUES_TO_UPDATE: { status: 'BAD_REQUEST', message: 'No values to update.' },
  FAILED_TO_UPDATE_API_KEY: { status: 'CONFLICT', message: 'Failed to update API key. Try again.' },
});

export type ApiKeyErrorCode = keyof typeof API_KEY_ERROR_CODES;
