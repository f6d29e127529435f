import { describe, expect, it } from 'vitest';
import { PASSWORD, signUp } from '@latchkey/test-utils/account-kit';
import { bareRequest, createTestAuth, TEST_BASE_URL } from '@latchkey/test-utils/test-instance';

const EMAIL = 'alice@example.com';
const credentials = { email: EMAIL, password: PASSWORD };

async function setUp() {
  const auth = createTestAuth();
  await signUp(auth, { email: EMAIL });
  return auth;
}

/** The refusal, and no session handed out with it. */
async function refusal(response: Response): Promise<{ status: number; code: unknown; cookies: string[] }> {
  const body = (await response.json()) as { code?: unknown };
  return { status: response.status, code: body.code, cookies: response.headers.getSetCookie() };
}

describe('POST /sign-in/email from another site, without cookies (login CSRF)', () => {
  it('refuses a cookieless cross-site sign-in carrying only a foreign Referer', async () => {
    const auth = await setUp();
    const response = await auth.handler(
      bareRequest('/sign-in/email', { body: credentials, headers: { referer: 'https://evil.example/login' } }),
    );
    expect(await refusal(response)).toEqual({ status: 403, code: 'INVALID_ORIGIN', cookies: [] });
  });

  it('refuses a cookieless cross-site sign-in whose browser names no origin (Fetch Metadata only)', async () => {
    const auth = await setUp();
    const headers = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' };
    const response = await auth.handler(bareRequest('/sign-in/email', { body: credentials, headers }));
    expect(await refusal(response)).toEqual({ status: 403, code: 'MISSING_OR_NULL_ORIGIN', cookies: [] });
  });

  it('refuses a cookieless sign-in from a sandboxed frame (Origin: null)', async () => {
    const auth = await setUp();
    const headers = { origin: 'null', 'sec-fetch-site': 'cross-site' };
    const response = await auth.handler(bareRequest('/sign-in/email', { body: credentials, headers }));
    expect(await refusal(response)).toEqual({ status: 403, code: 'MISSING_OR_NULL_ORIGIN', cookies: [] });
  });

  it('refuses a cookieless cross-site fetch sign-in from an untrusted Origin', async () => {
    const auth = await setUp();
    const headers = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' };
    const response = await auth.handler(bareRequest('/sign-in/email', { body: credentials, headers }));
    expect(await refusal(response)).toEqual({ status: 403, code: 'INVALID_ORIGIN', cookies: [] });
  });

  it.each(['/sign-in/email', '/sign-up/email'])(
    'refuses a cross-site auto-submitted form to %s with CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
    async (path) => {
      const auth = await setUp();
      // Sign-in posts the victim's own credentials would be pointless; login CSRF posts the attacker's.
      const form = new URLSearchParams({ name: 'Mallory', email: 'm@evil.example', password: PASSWORD });
      const headers = {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      };
      const response = await auth.handler(bareRequest(path, { body: form.toString(), headers }));
      expect(await refusal(response)).toEqual({ status: 403, code: 'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED', cookies: [] });
    },
  );

  it('refuses a cookieless sign-up carrying only a foreign Referer', async () => {
    const auth = await setUp();
    const body = { name: 'Mallory', email: 'm@evil.example', password: PASSWORD };
    const response = await auth.handler(bareRequest('/sign-up/email', { body, headers: { referer: 'https://evil.example/' } }));
    expect(await refusal(response)).toEqual({ status: 403, code: 'INVALID_ORIGIN', cookies: [] });
  });

  it.each<[string, Record<string, string>]>([
    ['a same-origin page', { origin: TEST_BASE_URL, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }],
    ['a page of this site that sends only a Referer', { referer: `${TEST_BASE_URL}/login` }],
    ['a same-origin browser that names no origin', { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' }],
    ['a server without browser headers', {}],
  ])('still signs in from %s', async (_label, headers) => {
    const auth = await setUp();
    const response = await auth.handler(bareRequest('/sign-in/email', { body: credentials, headers }));
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(true);
  });
});
