import type { AuthOptions } from 'latchkey';

/** The environment the playground reads its settings from (`process.env` by default). */
export type PlaygroundEnv = Readonly<Record<string, string | undefined>>;

export type SocialConfig = NonNullable<AuthOptions['socialProviders']>;

/** What the sign-in page needs to draw a button: never a secret. */
export interface ProviderSummary {
  id: string;
  name: string;
}

/** The generic OpenID provider's id: its callback is /api/auth/callback/oidc. */
export const OIDC_PROVIDER_ID = 'oidc';

/**
 * Social providers from the environment: GitHub and Google when both their
 * client id and secret are set, and one generic OpenID provider when
 * PLAYGROUND_OIDC_ISSUER is set.
 *
 * @example
 * socialFromEnv({ GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' }).providers; // [{ id: 'github', name: 'GitHub' }]
 */
export function socialFromEnv(env: PlaygroundEnv): { social: SocialConfig; providers: ProviderSummary[] } {
  const social: SocialConfig = {};
  const providers: ProviderSummary[] = [];
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) {
    social.github = { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET };
    providers.push({ id: 'github', name: 'GitHub' });
  }
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    social.google = { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
    providers.push({ id: 'google', name: 'Google' });
  }
  const issuer = env.PLAYGROUND_OIDC_ISSUER;
  if (issuer) {
    const name = env.PLAYGROUND_OIDC_NAME || 'OpenID Connect';
    social.genericOIDC = [
      {
        id: OIDC_PROVIDER_ID,
        name,
        issuer,
        clientId: env.PLAYGROUND_OIDC_CLIENT_ID ?? '',
        clientSecret: env.PLAYGROUND_OIDC_CLIENT_SECRET ?? '',
        // A local identity server (or the test provider) lives on loopback over http,
        // which the safe fetch refuses unless told otherwise.
        allowPrivateNetwork: isLoopback(issuer) || env.PLAYGROUND_OIDC_PRIVATE_NETWORK === 'true',
      },
    ];
    providers.push({ id: OIDC_PROVIDER_ID, name });
  }
  return { social, providers };
}

function isLoopback(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');
  } catch {
    return false;
  }
}
