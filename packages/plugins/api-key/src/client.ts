import { defineClientPlugin } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { ApiKeyPlugin } from './api-key.js';
import { apiKeyRoutes } from './routes.js';

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
    routes: apiKeyRoutes,
  });
}
