// The OpenID provider the runtime examples sign in with (their provider `sso`).
import { startOidcProvider, type OidcTestProvider } from './oidc-provider.js';

export interface ExampleOpenIdProvider {
  provider: OidcTestProvider;
  /** The variables an example reads to add the provider: `OIDC_ISSUER`, `OIDC_CLIENT_ID`, … */
  env: Record<string, string>;
}

/**
 * Starts a loopback OpenID provider with one account, `alice`, and one client
 * whose redirect URI is the example's callback on `port`.
 *
 * @example
 * const { provider, env } = await startExampleOpenIdProvider({ port, clientId: 'bun-example' });
 */
export async function startExampleOpenIdProvider(options: { port: number; clientId: string }): Promise<ExampleOpenIdProvider> {
  const clientSecret = `${options.clientId}-secret`;
  const provider = await startOidcProvider({
    accounts: [{ sub: 'alice', email: 'alice@example.com', email_verified: true, name: 'Alice' }],
    clients: [
      {
        clientId: options.clientId,
        clientSecret,
        redirectURIs: [`http://127.0.0.1:${options.port}/api/auth/callback/sso`],
        authMethod: 'client_secret_basic',
      },
    ],
  });
  const env = {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: options.clientId,
    OIDC_CLIENT_SECRET: clientSecret,
    OIDC_PRIVATE_NETWORK: 'true',
  };
  return { provider, env };
}
