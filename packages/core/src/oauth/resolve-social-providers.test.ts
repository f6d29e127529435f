import { describe, expect, it } from 'vitest';
import { createOAuthProvider } from './create-oauth-provider.js';
import { resolveSocialProviders } from './resolve-social-providers.js';
import { socialProviders } from './social-providers.js';

const context = { baseURL: 'https://app.example.com', basePath: '/api/auth' };

describe('resolveSocialProviders', () => {
  it('has a factory for each of the 30 provider ids', () => {
    expect(Object.keys(socialProviders).sort()).toEqual(
      [
        'apple', 'atlassian', 'cognito', 'discord', 'facebook', 'figma', 'github', 'microsoft', 'google', 'huggingface',
        'slack', 'spotify', 'twitch', 'twitter', 'dropbox', 'kick', 'linear', 'linkedin', 'gitlab', 'tiktok', 'reddit',
        'roblox', 'salesforce', 'vk', 'zoom', 'notion', 'kakao', 'naver', 'line', 'paypal',
      ].sort(),
    );
  });

  it('builds configured providers with default redirect URIs', () => {
    const providers = resolveSocialProviders(
      { github: { clientId: 'gh', clientSecret: 's' }, google: { clientId: ['web', 'ios'], redirectURI: 'https://app.example.com/custom' } },
      context,
    );
    expect([...providers.keys()]).toEqual(['github', 'google']);
    expect(providers.get('github')?.redirectURI).toBe('https://app.example.com/api/auth/callback/github');
    expect(providers.get('google')?.redirectURI).toBe('https://app.example.com/custom');
    expect(providers.get('google')?.clientIds).toEqual(['web', 'ios']);
  });

  it('adds generic OpenID and hand-written providers, refusing duplicate ids', () => {
    const acme = createOAuthProvider(
      {
        id: 'acme', name: 'Acme', scopes: [],
        endpoints: { authorization: 'https://acme.test/a', token: 'https://acme.test/t' },
        mapProfile: (p: { id: string }) => ({ id: p.id, email: null, emailVerified: false, name: '' }),
      },
      { clientId: 'c' },
    );
    const providers = resolveSocialProviders(
      { genericOIDC: [{ id: 'corp', issuer: 'https://id.corp.test', clientId: 'c' }], custom: [acme] },
      { baseURL: 'https://app.example.com/', basePath: '' },
    );
    expect(providers.get('corp')?.redirectURI).toBe('https://app.example.com/callback/corp');
    expect(providers.get('acme')?.redirectURI).toBe('https://app.example.com/callback/acme');
    expect(() =>
      resolveSocialProviders({ github: { clientId: 'a' }, genericOIDC: [{ id: 'github', issuer: 'https://x.test', clientId: 'c' }] }, context),
    ).toThrow(/two social providers/);
  });

  it('applies scope, prompt and access type overrides', () => {
    const google = resolveSocialProviders(
      { google: { clientId: 'c', scopes: ['https://www.googleapis.com/auth/drive.file'], prompt: 'consent', accessType: 'offline' } },
      context,
    ).get('google');
    expect(google?.scopes).toEqual(['openid', 'email', 'profile', 'https://www.googleapis.com/auth/drive.file']);
    expect(google?.authorizationParams).toMatchObject({ prompt: 'consent', access_type: 'offline' });
    const replaced = socialProviders.github({ clientId: 'c', scopes: ['read:user'], disableDefaultScopes: true });
    expect(replaced.scopes).toEqual(['read:user']);
    expect(socialProviders.google({ clientId: 'c', disableIdTokenSignIn: true }).idTokenSignIn).toBe(false);
    expect(socialProviders.google({ clientId: 'c' }).idTokenSignIn).toBe(true);
    expect(socialProviders.github({ clientId: 'c' }).idTokenSignIn).toBe(false);
  });

  it('refuses a provider without a client id', () => {
    expect(() => socialProviders.github({ clientId: [] })).toThrow(/clientId/);
  });
});
