import { describe, expect, it } from 'vitest';
import { checkIssuerParameter } from './check-issuer-parameter.js';
import { exchangeCode } from './exchange-code.js';
import { parseTokenResponse } from './parse-token-response.js';
import { github } from './providers/github.js';
import { microsoft } from './providers/microsoft.js';
import { refreshAccessToken } from './refresh-access-token.js';
import { facebook } from './providers/facebook.js';
import type { FetchLike } from './types.js';

const answer = (body: unknown, init: ResponseInit = {}): FetchLike => async () =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { headers: { 'content-type': 'application/json' }, ...init });

describe('parseTokenResponse', () => {
  it('normalises expiry, scopes and optional tokens', () => {
    const now = new Date('2025-01-01T00:00:00Z');
    const tokens = parseTokenResponse(
      { access_token: 'a', refresh_token: 'r', expires_in: '3600', refresh_token_expires_in: 7200, scope: 'read:user,user:email', token_type: 'bearer' },
      { now },
    );
    expect(tokens).toMatchObject({
      accessToken: 'a',
      refreshToken: 'r',
      tokenType: 'bearer',
      scopes: ['read:user', 'user:email'],
      accessTokenExpiresAt: new Date('2025-01-01T01:00:00Z'),
      refreshTokenExpiresAt: new Date('2025-01-01T02:00:00Z'),
    });
    expect(parseTokenResponse({ access_token: 'a' }, { requestedScopes: ['x'] })?.scopes).toEqual(['x']);
    expect(parseTokenResponse({ token_type: 'bearer' })).toBeNull();
  });
});

describe('token endpoint errors', () => {
  it('treats GitHub-style 200 answers with an error field as refusals', async () => {
    const provider = github({ clientId: 'c', clientSecret: 's', fetch: answer({ error: 'bad_verification_code', error_description: 'expired' }) });
    await expect(exchangeCode({ provider, code: 'x', codeVerifier: 'v' })).rejects.toMatchObject({
      code: 'OAUTH_TOKEN_REQUEST_FAILED',
      details: { status: 200, error: 'bad_verification_code', errorDescription: 'expired' },
    });
  });

  it('refuses an answer without an access token or that is not JSON', async () => {
    const noToken = github({ clientId: 'c', fetch: answer({ token_type: 'bearer' }) });
    await expect(exchangeCode({ provider: noToken, code: 'x', codeVerifier: 'v' })).rejects.toMatchObject({ code: 'OAUTH_INVALID_TOKEN_RESPONSE' });
    const html = github({ clientId: 'c', fetch: answer('<html>', { status: 502 }) });
    await expect(exchangeCode({ provider: html, code: 'x', codeVerifier: 'v' })).rejects.toMatchObject({ details: { status: 502 } });
  });

  it('keeps the old refresh token when the provider does not rotate it', async () => {
    const provider = github({ clientId: 'c', fetch: answer({ access_token: 'new' }) });
    expect(await refreshAccessToken({ provider, refreshToken: 'old' })).toMatchObject({ accessToken: 'new', refreshToken: 'old' });
    await expect(refreshAccessToken({ provider: facebook({ clientId: 'c' }), refreshToken: 'x' })).rejects.toMatchObject({
      code: 'OAUTH_REFRESH_NOT_SUPPORTED',
    });
  });
});

describe('checkIssuerParameter', () => {
  it('matches multi-tenant Microsoft issuers by tenant id shape', async () => {
    const provider = microsoft({ clientId: 'c' });
    expect(await checkIssuerParameter({ provider, iss: 'https://login.microsoftonline.com/9122040d-6c67-4c5b-b112-36a304b66dad/v2.0' })).toBe(true);
    expect(await checkIssuerParameter({ provider, iss: 'https://login.microsoftonline.com/evil/v2.0' })).toBe(false);
    expect(await checkIssuerParameter({ provider, iss: undefined })).toBe(true);
  });

  it('passes providers without an issuer', async () => {
    expect(await checkIssuerParameter({ provider: github({ clientId: 'c' }), iss: 'https://anything.test' })).toBe(true);
  });
});
