import { defineEndpoint } from 'latchkey/plugins';
import { providerMetadata, type ProviderMetadata } from '../provider-metadata.js';

/** Metadata changes only with configuration and key rotation; a short cache keeps rotation visible. */
export const METADATA_CACHE_CONTROL = 'public, max-age=60';

/**
 * `GET /.well-known/openid-configuration` (OpenID Connect Discovery): below
 * the issuer, where relying parties look for it.
 */
export const openidConfiguration = defineEndpoint({
  method: 'GET',
  path: '/.well-known/openid-configuration',
  handler: async (ctx): Promise<ProviderMetadata> => {
    ctx.responseHeaders.set('cache-control', METADATA_CACHE_CONTROL);
    ctx.responseHeaders.set('access-control-allow-origin', '*');
    return providerMetadata(ctx.auth);
  },
});
