import { describe, expect, it } from 'vitest';
import { resolvePasskeyOptions } from './passkey-options.js';
import { relyingPartyOf } from './relying-party.js';
import { createPasskeyAuth } from '@latchkey/test-utils/plugin-instances/passkey';

describe('passkey options', () => {
  it('derive the relying party from baseURL and the app name', async () => {
    const auth = createPasskeyAuth({ auth: { appName: 'Acme', baseURL: 'https://acme.example/app' } });
    expect(relyingPartyOf(await auth.$context)).toEqual({ id: 'acme.example', name: 'Acme', origins: ['https://acme.example'] });
  });

  it('take an explicit RP ID, name and origins', async () => {
    const auth = createPasskeyAuth({ passkey: { rpID: 'example.com', rpName: 'Example', origin: ['https://a.example.com', 'https://b.example.com'] } });
    expect(relyingPartyOf(await auth.$context)).toEqual({ id: 'example.com', name: 'Example', origins: ['https://a.example.com', 'https://b.example.com'] });
  });

  it('refuse at start an origin with a path or a trailing slash', () => {
    expect(() => resolvePasskeyOptions({ origin: 'https://example.com/' })).toThrow(/bare origin/);
    expect(() => resolvePasskeyOptions({ origin: ['https://example.com', 'https://example.com/login'] })).toThrow(/bare origin/);
  });

  it('default to two factors, preferred verification and resident keys', () => {
    expect(resolvePasskeyOptions()).toMatchObject({ countsAsTwoFactors: true, userVerification: 'preferred', residentKey: 'preferred', rateLimit: { window: 60, max: 20 } });
  });

  it('rate-limit the passkey routes per IP', async () => {
    const auth = createPasskeyAuth({ passkey: { rateLimit: { window: 60, max: 2 } }, auth: { rateLimit: { enabled: true } } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await auth.handler(
        new Request('http://localhost:3000/api/auth/passkey/generate-authenticate-options', { method: 'POST', headers: { origin: 'http://localhost:3000', 'x-forwarded-for': '203.0.113.7' } }),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
