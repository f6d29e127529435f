import { describe, expect, it } from 'vitest';
import { bareRequest } from '@latchkey/test-utils/test-instance';
import { createMagicLinkAuth, errorOf, requestLink, send, signUp, tokenOf } from '@latchkey/test-utils/plugin-instances/magic-link';

describe('POST /sign-in/magic-link', () => {
  it('mails a link to /magic-link/verify carrying a 32-character token, stored only as a hash', async () => {
    const auth = createMagicLinkAuth();
    const link = (await requestLink(auth, { email: 'ada@example.com', callbackURL: '/dashboard' }))!;
    expect(link).toMatch(/^\/magic-link\/verify\?/);
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(new URL(link, 'http://x').searchParams.get('callbackURL')).toBe('/dashboard');
    expect(auth.sent.at(-1)).toMatchObject({ email: 'ada@example.com', token: tokenOf(link) });
    const rows = await (await auth.$context).db.findMany({ model: 'verification' });
    expect(JSON.stringify(rows)).not.toContain(tokenOf(link));
  });

  it('magic-link callback to a foreign origin: every landing place is refused with 403 before anything is mailed', async () => {
    const auth = createMagicLinkAuth();
    const cases = [
      ['callbackURL', 'INVALID_CALLBACK_URL'],
      ['newUserCallbackURL', 'INVALID_NEW_USER_CALLBACK_URL'],
      ['errorCallbackURL', 'INVALID_ERROR_CALLBACK_URL'],
    ] as const;
    for (const [field, code] of cases) {
      for (const target of ['https://evil.example/steal', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
        const response = await send(auth, null, '/sign-in/magic-link', { body: { email: 'ada@example.com', [field]: target } });
        expect(await errorOf(response)).toMatchObject({ status: 403, code });
      }
    }
    await auth.settle();
    expect(auth.sent).toEqual([]);
    expect(await requestLink(auth, { email: 'ada@example.com', callbackURL: 'https://app.example.com/welcome' })).toBeDefined();
  });

  it('enumeration: answers alike for known and unknown addresses; with sign-up off an unknown one gets no mail', async () => {
    const auth = createMagicLinkAuth({ magicLink: { disableSignUp: true } });
    await signUp(auth, { email: 'ada@example.com' });
    const known = await send(auth, null, '/sign-in/magic-link', { body: { email: 'ada@example.com' } });
    const unknown = await send(auth, null, '/sign-in/magic-link', { body: { email: 'nobody@example.com' } });
    expect([unknown.status, await unknown.json()]).toEqual([known.status, await known.json()]);
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    await auth.settle();
    expect(auth.sent.map((m) => m.email)).toEqual(['ada@example.com']);
  });

  it('caps the links mailed to one address: 429 with X-Retry-After, for known and unknown addresses alike', async () => {
    const auth = createMagicLinkAuth({ magicLink: { sendLimit: { window: 600, max: 1 } } });
    await signUp(auth, { email: 'ada@example.com' });
    for (const email of ['ada@example.com', 'nobody@example.com']) {
      await send(auth, null, '/sign-in/magic-link', { body: { email } });
      const capped = await send(auth, null, '/sign-in/magic-link', { body: { email } });
      expect(capped.headers.get('X-Retry-After')).toBe('600');
      expect(await errorOf(capped)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    }
  });

  it('refuses a malformed address (400) and a browser request from another site (403)', async () => {
    const auth = createMagicLinkAuth();
    expect(await errorOf(await send(auth, null, '/sign-in/magic-link', { body: { email: 'nope' } }))).toMatchObject({ status: 400, code: 'INVALID_EMAIL' });
    const crossSite = await auth.handler(
      bareRequest('/sign-in/magic-link', { body: { email: 'a@example.com' }, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }),
    );
    expect(crossSite.status).toBe(403);
    await auth.settle();
    expect(auth.sent).toEqual([]);
  });
});
