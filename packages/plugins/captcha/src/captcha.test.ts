import { createTestAuth, request, TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captcha } from './captcha.js';
import { DEFAULT_CAPTCHA_ENDPOINTS, type CaptchaOptions, type CaptchaProvider } from './captcha-options.js';
import { SECRET, SITE_KEY, startSiteverifyServer, type SiteverifyServer } from '@latchkey/test-utils/fake-servers/siteverify-server';

const PROVIDERS: readonly CaptchaProvider[] = ['cloudflare-turnstile', 'google-recaptcha-v2', 'google-recaptcha-v3', 'hcaptcha'];
const PASSWORD = 'correct horse battery';
const EXISTING = 'existing@example.com';

type CaptchaAuth = ReturnType<typeof captchaAuth>;

function captchaAuth(options: Omit<CaptchaOptions, 'secretKey'> & { secretKey?: string }) {
  return createTestAuth({
    emailAndPassword: { sendResetPassword: () => undefined },
    plugins: [captcha({ secretKey: SECRET, ...options })],
  });
}

let emails = 0;
/** A valid body for each guarded route: a new address for sign-up, the existing account elsewhere. */
function bodyFor(path: string): Record<string, unknown> {
  if (path === '/sign-up/email') return { name: 'New', email: `new-${++emails}@example.com`, password: PASSWORD };
  if (path === '/sign-in/email') return { email: EXISTING, password: PASSWORD };
  return { email: EXISTING };
}

async function post(auth: Pick<CaptchaAuth, 'handler'>, path: string, token?: string, info?: { ip: string }): Promise<{ status: number; code: unknown }> {
  const headers: Record<string, string> = token === undefined ? {} : { 'x-captcha-response': token };
  const response = await auth.handler(request(path, { body: bodyFor(path), headers }), info);
  const body = (await response.json()) as { code?: unknown } | null;
  return { status: response.status, code: response.ok ? null : body?.code };
}

/** Creates the account sign-in and reset use, through auth.api: a server call needs no captcha. */
async function withExistingUser(auth: CaptchaAuth): Promise<CaptchaAuth> {
  await auth.api.signUpEmail({ body: { name: 'Existing', email: EXISTING, password: PASSWORD } });
  return auth;
}

for (const provider of PROVIDERS) {
  describe(`captcha with ${provider}, on every guarded path`, () => {
    let server: SiteverifyServer;
    let auth: CaptchaAuth;
    beforeAll(async () => {
      server = await startSiteverifyServer({ provider });
      auth = await withExistingUser(captchaAuth({ provider, verifyURL: server.url }));
    });
    afterAll(() => server.close());

    for (const path of DEFAULT_CAPTCHA_ENDPOINTS) {
      it(`refuses a bot that sends no captcha on ${path} (400 MISSING_RESPONSE)`, async () => {
        expect(await post(auth, path)).toEqual({ status: 400, code: 'MISSING_RESPONSE' });
      });

      it(`refuses a forged captcha token on ${path} (403 VERIFICATION_FAILED)`, async () => {
        expect(await post(auth, path, 'forged-token')).toEqual({ status: 403, code: 'VERIFICATION_FAILED' });
      });

      it(`lets a solved captcha through on ${path}`, async () => {
        expect(await post(auth, path, server.solve())).toEqual({ status: 200, code: null });
      });
    }

    it('refuses a replayed token (the provider spends it on first use)', async () => {
      const token = server.solve();
      expect(await post(auth, '/sign-up/email', token)).toEqual({ status: 200, code: null });
      expect(await post(auth, '/sign-up/email', token)).toEqual({ status: 403, code: 'VERIFICATION_FAILED' });
    });

    it('verifies with a form-encoded POST of secret, response and the client address', async () => {
      const before = server.requests.length;
      const token = server.solve();
      await post(auth, '/sign-in/email', token, { ip: '203.0.113.5' });
      const sent = server.requests.slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.contentType).toBe('application/x-www-form-urlencoded');
      expect(sent[0]?.fields).toMatchObject({ secret: SECRET, response: token, remoteip: '203.0.113.5' });
    });
  });
}

describe('captcha guard', () => {
  let server: SiteverifyServer;
  let auth: CaptchaAuth;
  beforeAll(async () => {
    server = await startSiteverifyServer({ provider: 'cloudflare-turnstile' });
    auth = captchaAuth({ provider: 'cloudflare-turnstile', verifyURL: server.url });
  });
  afterAll(() => server.close());

  it('guards every spelling of a path (no bypass through // or dot segments)', async () => {
    for (const path of ['/api/auth//sign-up/email', '/api/auth/sign-up/./email/', '/api/auth/sign-up/email/']) {
      const response = await auth.handler(
        new Request(`${TEST_BASE_URL}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: TEST_BASE_URL },
          body: JSON.stringify(bodyFor('/sign-up/email')),
        }),
      );
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(await response.json()).toMatchObject({ code: 'MISSING_RESPONSE' });
    }
  });

  it('stops a bot before any work: no account is created without a captcha', async () => {
    await post(auth, '/sign-up/email');
    const ctx = await auth.$context;
    expect(await ctx.db.count({ model: 'user' })).toBe(0);
  });

  it('asks nothing of server calls through auth.api', async () => {
    const result = await auth.api.signUpEmail({ body: { name: 'Server', email: 'server@example.com', password: PASSWORD } });
    expect(result.user.email).toBe('server@example.com');
  });

  it('leaves paths it does not guard alone', async () => {
    const response = await auth.handler(request('/get-session'));
    expect(response.status).toBe(200);
  });

  it('guards only the configured paths when given a list', async () => {
    const only = captchaAuth({ provider: 'cloudflare-turnstile', verifyURL: server.url, endpoints: ['sign-up/email/'] });
    expect(await post(only, '/sign-up/email')).toEqual({ status: 400, code: 'MISSING_RESPONSE' });
    expect((await post(only, '/sign-in/email')).status).toBe(401);
  });

  it('refuses an oversized token without asking the provider', async () => {
    const before = server.requests.length;
    expect(await post(auth, '/sign-up/email', 'x'.repeat(20_000))).toEqual({ status: 403, code: 'VERIFICATION_FAILED' });
    expect(server.requests.length).toBe(before);
  });

  it('refuses every token when the secret key is wrong, and logs why', async () => {
    const logged: string[] = [];
    const wrong = createTestAuth({
      logger: { level: 'error', log: (_level: string, message: string) => void logged.push(message) },
      plugins: [captcha({ provider: 'cloudflare-turnstile', secretKey: 'not the secret', verifyURL: server.url })],
    });
    expect(await post(wrong, '/sign-up/email', server.solve())).toEqual({ status: 403, code: 'VERIFICATION_FAILED' });
    expect(logged.join('\n')).toMatch(/invalid-input-secret/);
  });

  it('refuses a Turnstile token made for another action when expectedAction is set', async () => {
    const strict = captchaAuth({ provider: 'cloudflare-turnstile', verifyURL: server.url, expectedAction: 'sign-up' });
    expect(await post(strict, '/sign-up/email', server.solve({ action: 'newsletter' }))).toEqual({ status: 403, code: 'VERIFICATION_FAILED' });
    expect(await post(strict, '/sign-up/email', server.solve({ action: 'sign-up' }))).toEqual({ status: 200, code: null });
  });
});

describe('reCAPTCHA v3 scores and actions', () => {
  let server: SiteverifyServer;
  beforeAll(async () => {
    server = await startSiteverifyServer({ provider: 'google-recaptcha-v3' });
  });
  afterAll(() => server.close());
  const v3 = (options: Partial<CaptchaOptions> = {}) => captchaAuth({ provider: 'google-recaptcha-v3', verifyURL: server.url, ...options });

  it('refuses a likely bot scoring below the default threshold of 0.5', async () => {
    const auth = v3();
    expect(await post(auth, '/sign-up/email', server.solve({ score: 0.3 }))).toEqual({ status: 403, code: 'VERIFICATION_FAILED' });
    expect(await post(auth, '/sign-up/email', server.solve({ score: 0.5 }))).toEqual({ status: 200, code: null });
  });

  it('honours a custom minScore', async () => {
    const auth = v3({ minScore: 0.8 });
    expect(await post(auth, '/sign-up/email', server.solve({ score: 0.7 }))).toEqual({ status: 403, code: 'VERIFICATION_FAILED' });
    expect(await post(auth, '/sign-up/email', server.solve({ score: 0.9 }))).toEqual({ status: 200, code: null });
  });

  it('refuses an answer without a score (a v2 token cannot pass as v3)', async () => {
    expect(await post(v3(), '/sign-up/email', server.solve({ score: null }))).toEqual({ status: 403, code: 'VERIFICATION_FAILED' });
  });

  it('refuses a token made for another action when expectedAction is set', async () => {
    const auth = v3({ expectedAction: 'signup' });
    expect(await post(auth, '/sign-up/email', server.solve({ action: 'homepage' }))).toEqual({ status: 403, code: 'VERIFICATION_FAILED' });
    expect(await post(auth, '/sign-up/email', server.solve({ action: 'signup' }))).toEqual({ status: 200, code: null });
  });
});

describe('hCaptcha site key', () => {
  it('sends the site key, so a token from another site of yours is refused', async () => {
    const server = await startSiteverifyServer({ provider: 'hcaptcha' });
    try {
      const right = captchaAuth({ provider: 'hcaptcha', verifyURL: server.url, siteKey: SITE_KEY });
      expect(await post(right, '/sign-up/email', server.solve())).toEqual({ status: 200, code: null });
      expect(server.requests.at(-1)?.fields.sitekey).toBe(SITE_KEY);
      const wrong = captchaAuth({ provider: 'hcaptcha', verifyURL: server.url, siteKey: 'another-site' });
      expect(await post(wrong, '/sign-up/email', server.solve())).toEqual({ status: 403, code: 'VERIFICATION_FAILED' });
    } finally {
      await server.close();
    }
  });
});

describe('captcha when the provider cannot answer', () => {
  for (const provider of PROVIDERS) {
    it(`fails closed when ${provider} is too slow (a stalled provider does not open the door to bots)`, async () => {
      const server = await startSiteverifyServer({ provider, delayMs: 2_000 });
      try {
        const auth = captchaAuth({ provider, verifyURL: server.url, timeoutMs: 200 });
        const started = Date.now();
        expect(await post(auth, '/sign-up/email', server.solve())).toEqual({ status: 503, code: 'CAPTCHA_UNAVAILABLE' });
        expect(Date.now() - started).toBeLessThan(1_800);
      } finally {
        await server.close();
      }
    });
  }

  it('fails closed on a non-200 answer', async () => {
    const server = await startSiteverifyServer({ provider: 'hcaptcha', status: 502 });
    try {
      const auth = captchaAuth({ provider: 'hcaptcha', verifyURL: server.url });
      expect(await post(auth, '/sign-in/email', server.solve())).toEqual({ status: 503, code: 'CAPTCHA_UNAVAILABLE' });
    } finally {
      await server.close();
    }
  });

  it('fails closed when nothing listens at the endpoint', async () => {
    const server = await startSiteverifyServer({ provider: 'google-recaptcha-v2' });
    await server.close();
    const auth = captchaAuth({ provider: 'google-recaptcha-v2', verifyURL: server.url });
    expect(await post(auth, '/request-password-reset', 'some-token')).toEqual({ status: 503, code: 'CAPTCHA_UNAVAILABLE' });
  });

  it('logs a provider outage once, at warn, with the cause and no stack', async () => {
    const server = await startSiteverifyServer({ provider: 'hcaptcha' });
    await server.close();
    const logged: { level: string; message: string; details: unknown[] }[] = [];
    const auth = createTestAuth({
      logger: { level: 'debug', log: (level, message, ...details) => void logged.push({ level, message, details }) },
      plugins: [captcha({ provider: 'hcaptcha', secretKey: SECRET, verifyURL: server.url })],
    });
    expect(await post(auth, '/sign-in/email', 'some-token')).toEqual({ status: 503, code: 'CAPTCHA_UNAVAILABLE' });
    expect(logged).toEqual([{ level: 'warn', message: expect.stringMatching(/^503 CAPTCHA_UNAVAILABLE on \/api\/auth\/sign-in\/email \(.+\)$/), details: [] }]);
  });
});

describe('captcha options', () => {
  it('refuses settings that would guard nothing or apply to no provider', () => {
    const base = { provider: 'cloudflare-turnstile', secretKey: SECRET } as const;
    expect(() => captcha({ ...base, secretKey: '' })).toThrow(/secretKey/);
    expect(() => captcha({ ...base, provider: 'recaptcha' as CaptchaProvider })).toThrow(/provider/);
    expect(() => captcha({ ...base, provider: 'toString' as CaptchaProvider })).toThrow(/provider/);
    expect(() => captcha({ ...base, verifyURL: 'javascript:alert(1)' })).toThrow(/verifyURL/);
    expect(() => captcha({ ...base, timeoutMs: -1 })).toThrow(/timeoutMs/);
    expect(() => captcha({ ...base, minScore: 0.7 })).toThrow(/minScore/);
    expect(() => captcha({ provider: 'google-recaptcha-v3', secretKey: SECRET, minScore: 2 })).toThrow(/minScore/);
    expect(() => captcha({ provider: 'hcaptcha', secretKey: SECRET, expectedAction: 'x' })).toThrow(/expectedAction/);
  });

  it('keeps the secret key out of the plugin’s readable options', () => {
    expect(JSON.stringify(captcha({ provider: 'hcaptcha', secretKey: SECRET }).options)).not.toContain(SECRET);
  });
});
