import { createAuthClient } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { createTestAuth, TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { captcha } from './captcha.js';
import { captchaClient } from './client.js';
import { SECRET, startSiteverifyServer, type SiteverifyServer } from '@latchkey/test-utils/fake-servers/siteverify-server';

describe('captchaClient', () => {
  let server: SiteverifyServer;
  beforeAll(async () => {
    server = await startSiteverifyServer({ provider: 'cloudflare-turnstile' });
  });
  afterAll(() => server.close());

  it('sends the token as a call header and types the captcha codes', async () => {
    const auth = createTestAuth({ plugins: [captcha({ provider: 'cloudflare-turnstile', secretKey: SECRET, verifyURL: server.url })] });
    const client = createAuthClient<typeof auth, [ReturnType<typeof captchaClient>]>({
      baseURL: TEST_BASE_URL,
      plugins: [captchaClient()],
      fetchOptions: { fetch: handlerFetch(auth).fetch },
    });
    expectTypeOf(client.$ERROR_CODES.VERIFICATION_FAILED).toEqualTypeOf<'VERIFICATION_FAILED'>();
    const body = { name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' };

    const refused = await client.signUp.email(body);
    expect(refused.error?.code).toBe(client.$ERROR_CODES.MISSING_RESPONSE);
    const created = await client.signUp.email(body, { headers: { 'x-captcha-response': server.solve() } });
    expect(created.error).toBeNull();
  });
});
