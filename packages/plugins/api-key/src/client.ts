import { defineClientPlugin } from '@latchkey/client';
import type { ClientMethodsOf } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { ApiKeyEndpoints } from './api-key-endpoints.js';
import type { ApiKeyPlugin } from './api-key.js';

/**
 * The client half of the API-key plugin: `client.apiKey.create({ name })`,
 * `client.apiKey.list()`, `client.apiKey.update({ keyId, enabled })`,
 * `client.apiKey.delete({ keyId })`, typed from the server. The created key is
 * in `data.key`, once.
 *
 * @example
 * const client = createAuthClient<typeof auth>({ plugins: [apiKeyClient()] });
 * const { data } = await client.apiKey.create({ name: 'CI' });
 */
export function apiKeyClient() {
  return defineClientPlugin({
    id: 'api-key',
    $InferServerPlugin: {} as ApiKeyPlugin,
    pathMethods: {
      '/api-key/create': 'POST',
      '/api-key/update': 'POST',
      '/api-key/delete': 'POST',
      '/api-key/delete-all-expired-api-keys': 'POST',
      '/api-key/verify': 'POST',
    } satisfies ClientMethodsOf<ApiKeyEndpoints>,
  });
}
