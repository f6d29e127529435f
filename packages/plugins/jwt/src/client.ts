import { defineClientPlugin } from '@latchkey/client';
import type { ClientFetch, ClientResult } from '@latchkey/client';
// Types only: the browser bundle carries none of the server half.
import type { JwtPlugin } from './jwt.js';
import { jwtRoutes } from './routes.js';

/**
 * The client half of the jwt plugin: `client.jwt.token()` answers a fresh JWT
 * for the current session (`{ data: 'eyJ…' }`), to send as a bearer token to
 * services that verify it against the app's `/jwks`. `client.token()` and
 * `client.jwks()` are typed from the server too.
 *
 * @example
 * const client = createAuthClient<typeof auth>({ plugins: [jwtClient()] });
 * const { data: token } = await client.jwt.token();
 * await fetch('https://api.example.com/orders', { headers: { authorization: `Bearer ${token}` } });
 */
export function jwtClient() {
  return defineClientPlugin({
    id: 'jwt',
    $InferServerPlugin: {} as JwtPlugin,
    routes: jwtRoutes,
    getActions: ($fetch: ClientFetch) => ({
      jwt: {
        async token(): Promise<ClientResult<string>> {
          const answer = await $fetch<{ token: string }>('/token', { method: 'GET' });
          return answer.error ? answer : { data: answer.data.token, error: null };
        },
      },
    }),
  });
}

// A client typed from the server (`createAuthClient<typeof auth>({ plugins: [...] })`) finds this plugin's actions and atoms here.
declare module '@latchkey/client' {
  interface RegisteredClientPlugins {
    jwt: ReturnType<typeof jwtClient>;
  }
}
