import { defineErrorCodes } from 'latchkey/plugins';

/**
 * The `{ code, message }` errors of the routes people and admins use (consent,
 * connected apps, client administration). The protocol routes (token,
 * introspection, revocation, registration) answer RFC 6749's
 * `{ error, error_description }` instead, and the authorization endpoint
 * redirects with `error=` or shows an error page.
 *
 * @example
 * const { error } = await client.oauth2.consent({ consentCode, accept: true });
 * if (error?.code === 'INVALID_CONSENT_CODE') restartSignIn();
 */
export const OIDC_PROVIDER_ERROR_CODES = defineErrorCodes({
  OAUTH_CLIENT_NOT_FOUND: { status: 'NOT_FOUND', message: 'OAuth client not found' },
  INVALID_CONSENT_CODE: { status: 'BAD_REQUEST', message: 'The consent request is unknown, already answered or expired' },
  INVALID_CLIENT_METADATA: { status: 'BAD_REQUEST', message: 'Invalid client metadata' },
  NOT_ALLOWED_TO_MANAGE_OAUTH_CLIENTS: { status: 'FORBIDDEN', message: 'You are not allowed to manage OAuth clients' },
});

export type OidcProviderErrorCode = keyof typeof OIDC_PROVIDER_ERROR_CODES;
