import { AuthError, defineEndpoint, lazySchema, sessionMiddleware } from 'latchkey/plugins';
import { findClient } from '../client-record.js';
import { OIDC_PROVIDER_ERROR_CODES } from '../error-codes.js';
import { oidcProviderKey } from '../oidc-provider-options.js';
import { readPendingConsent } from '../pending-consent.js';
import { oidcProviderRoutes } from '../routes.js';

/** What the consent page shows: who asks, for what. */
export interface ConsentDetails {
  client: { clientId: string; name: string };
  /** Where the answer goes: show it, since a client names itself. */
  redirectOrigin: string;
  scopes: { name: string; description: string | undefined }[];
}

/** The origin of a redirect URI, or the scheme for a native app's private-use URI. */
function redirectOriginOf(uri: string): string {
  const url = new URL(uri);
  return url.origin === 'null' ? url.protocol : url.origin;
}

const STANDARD_DESCRIPTIONS: Record<string, string> = {
  openid: 'Sign you in with your account',
  profile: 'Read your name and picture',
  email: 'Read your email address',
  offline_access: 'Stay connected when you are away',
  organizations: 'See your organizations and your role in each',
};

/**
 * `GET /oauth2/consent-details?consent_code=`: the client and scopes of a pending
 * consent, for the signed-in user it belongs to. 400 `INVALID_CONSENT_CODE`
 * when unknown, answered, expired or another user's.
 */
export const consentDetails = defineEndpoint({
  ...oidcProviderRoutes.oauth2ConsentDetails,
  query: lazySchema((z) => z.object({ consent_code: z.string().min(1).max(128) })),
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<ConsentDetails> => {
    const grant = await readPendingConsent(ctx.auth, { code: ctx.query.consent_code, userId: ctx.session.user.id });
    const client = grant ? await findClient(ctx.auth, grant.clientId) : null;
    if (!grant || !client) throw AuthError.of(OIDC_PROVIDER_ERROR_CODES, 'INVALID_CONSENT_CODE');
    const appScopes = oidcProviderKey.options(ctx.auth).scopes;
    return {
      client: { clientId: client.clientId, name: client.name },
      redirectOrigin: redirectOriginOf(grant.redirectUri),
      scopes: grant.scope.map((name) => ({ name, description: STANDARD_DESCRIPTIONS[name] ?? appScopes[name]?.description })),
    };
  },
});
