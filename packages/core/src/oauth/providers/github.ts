import { createOAuthProvider } from '../create-oauth-provider.js';
import { fetchJson } from '../fetch-json.js';
import { requireAccessToken } from '../require-access-token.js';
import type { OAuthProvider, ProfileContext, ProviderOptions } from '../types.js';

export interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

export interface GitHubProfile {
  id: number;
  login: string;
  name: string | null;
  email: string | null;
  avatar_url: string;
  /** Filled from `/user/emails`: the primary address when verified, else the first verified one. */
  verified_email?: GitHubEmail | null;
}

export type GitHubOptions = ProviderOptions<GitHubProfile>;

const API_HEADERS = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28' };

async function getProfile(context: ProfileContext): Promise<GitHubProfile> {
  const accessToken = requireAccessToken(context.tokens);
  const base = { fetch: context.fetch, accessToken, headers: API_HEADERS };
  const profile = await fetchJson<GitHubProfile>(context.endpoints.userInfo ?? '', base);
  // `/user` shows only the public email, with no verification flag: ask `/user/emails`.
  const emails = await fetchJson<GitHubEmail[]>(context.endpoints.emails ?? '', base).catch(() => []);
  const verified = Array.isArray(emails) ? emails.filter((e) => e.verified) : [];
  return { ...profile, verified_email: verified.find((e) => e.primary) ?? verified[0] ?? null };
}

/**
 * GitHub (OAuth apps and GitHub Apps). The email is the primary verified address
 * from `/user/emails`; without one the email is the unverified public one.
 *
 * @example
 * github({ clientId: process.env.GITHUB_CLIENT_ID!, clientSecret: process.env.GITHUB_CLIENT_SECRET! });
 */
export function github(options: GitHubOptions): OAuthProvider<GitHubProfile> {
  return createOAuthProvider<GitHubProfile>(
    {
      id: 'github',
      name: 'GitHub',
      endpoints: {
        authorization: 'https://github.com/login/oauth/authorize',
        token: 'https://github.com/login/oauth/access_token',
        userInfo: 'https://api.github.com/user',
        emails: 'https://api.github.com/user/emails',
      },
      scopes: ['read:user', 'user:email'],
      clientAuthentication: 'client_secret_post',
      getProfile,
      mapProfile: (profile) => ({
        id: String(profile.id),
        email: profile.verified_email?.email ?? profile.email,
        emailVerified: profile.verified_email !== null && profile.verified_email !== undefined,
        name: profile.name || profile.login,
        image: profile.avatar_url,
      }),
    },
    options,
  );
}
