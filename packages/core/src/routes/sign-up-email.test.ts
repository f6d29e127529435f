import { describe, expect, it } from 'vitest';
import { createTestAuth, request } from '@latchkey/test-utils/test-instance';

describe('POST /sign-up/email', () => {
  it('answers a malformed address as the established API does: 400 VALIDATION_ERROR [body.email]', async () => {
    const auth = createTestAuth();
    const response = await auth.handler(
      request('/sign-up/email', { body: { name: 'Ada', email: 'not-an-email', password: 'correct horse battery' } }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: '[body.email] Invalid email address' });
  });

  it('still trims and lower-cases a valid address', async () => {
    const auth = createTestAuth();
    const response = await auth.handler(
      request('/sign-up/email', { body: { name: 'Ada', email: ' Ada@Example.COM ', password: 'correct horse battery' } }),
    );
    expect(await response.json()).toMatchObject({ user: { email: 'ada@example.com' } });
  });
});
