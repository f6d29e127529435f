// The captcha plugin's event: a refused request, once, with the path it guarded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRecorder } from '@latchkey/test-utils/event-recorder';
import { createTestAuth, request } from '@latchkey/test-utils/test-instance';
import { captcha } from './captcha.js';
import { SECRET, startSiteverifyServer, type SiteverifyServer } from '@latchkey/test-utils/fake-servers/siteverify-server';

describe('captcha events', () => {
  let server: SiteverifyServer;
  beforeAll(async () => {
    server = await startSiteverifyServer({ provider: 'cloudflare-turnstile' });
  });
  afterAll(() => server.close());

  it('a missing and a failed answer are refused with an event each; a passed one has none', async () => {
    const recorder = eventRecorder();
    const auth = createTestAuth({ onEvent: recorder.onEvent, plugins: [captcha({ provider: 'cloudflare-turnstile', secretKey: SECRET, verifyURL: server.url })] });
    const body = { email: 'ada@example.com', password: 'correct horse battery' };
    await auth.handler(request('/sign-in/email', { body }));
    await auth.handler(request('/sign-in/email', { body, headers: { 'x-captcha-response': 'a wrong answer' } }));
    await auth.handler(request('/sign-in/email', { body, headers: { 'x-captcha-response': server.solve() } }));
    expect((await recorder.of('captcha.refused')).map((e) => e.detail)).toEqual([
      { path: '/sign-in/email', reason: 'missing' },
      { path: '/sign-in/email', reason: 'failed' },
    ]);
  });
});
