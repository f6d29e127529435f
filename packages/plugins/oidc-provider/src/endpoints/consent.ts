import { AuthError, defineEndpoint, lazySchema, sessionMiddleware } from 'latchkey/plugins';
import { authorizationResponse } from '../authorization-response.js';
import { recordConsent } from '../consent-record.js';
import { OIDC_PROVIDER_ERROR_CODES } from '../error-codes.js';
import { issueCode } from '../issue-code.js';
import { claimPendingConsent } from '../pending-consent.js';
import { oidcProviderRoutes } from '../routes.js';

/**
 * `POST /oauth2/consent` `{ consentCode, accept }`: the signed-in user's
 * answer to a pending consent. Answers `{ redirectURI }`, where the page
 * sends the browser: the client's redirect URI with a code, or with
 * `error=access_denied`. Each consent code is answered once.
 */
export const consent = defineEndpoint({
  ...oidcProviderRoutes.oauth2Consent,
  body: lazySchema((z) => z.object({ consentCode: z.string().min(1).max(128), accept: z.boolean() })),
  use: [sessionMiddleware],
  meta: { noStore: true, sensitive: true },
  handler: async (ctx): Promise<{ redirectURI: string }> => {
    const grant = await claimPendingConsent(ctx.auth, { code: ctx.body.consentCode, userId: ctx.session.user.id });
    if (!grant) throw AuthError.of(OIDC_PROVIDER_ERROR_CODES, 'INVALID_CONSENT_CODE');
    if (!ctx.body.accept) {
      const params = { error: 'access_denied', error_description: 'The user denied access' };
      return { redirectURI: authorizationResponse(ctx.auth, { redirectUri: grant.redirectUri, state: grant.state, params }) };
    }
    await recordConsent(ctx.auth, grant);
    return { redirectURI: await issueCode(ctx.auth, grant) };
  },
});
