import { defineEndpoint, type EndpointContext } from 'latchkey/plugins';
import { providerMetadata, type ProviderMetadata } from '../provider-metadata.js';
import { oidcProviderRoutes } from '../routes.js';

/**
 * Answers the provider metadata, cacheable for a minute (it changes only with
 * configuration and key rotation) and readable from any origin (browser-based
 * clients discover too). Both discovery routes answer with it.
 */
export function metadataAnswer(ctx: EndpointContext): Promise<ProviderMetadata> {
  ctx.responseHeaders.set('cache-control', 'public, max-age=60');
  ctx.responseHeaders.set('access-control-allow-origin', '*');
  return providerMetadata(ctx.auth);
}

/**
 * `GET /.well-known/openid-configuration` (OpenID Connect Discovery): below
 * the issuer, where relying parties look for it.
 */
export const openidConfiguration = defineEndpoint({
  ...oidcProviderRoutes.openidConfiguration,
  handler: metadataAnswer,
});
