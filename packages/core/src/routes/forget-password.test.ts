import { describe, expect, it } from 'vitest';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { createAccountAuth, errorOf, request, signUp } from '@latchkey/test-utils/account-routes-instance';

describe('POST /forget-password', () => {
  it('answers { status: true } and mails the same reset link as /request-password-reset', async () => {
    const { auth, mails, settle } = createAccountAuth();
    await signUp(auth, { email: 'alice@example.com' });
    const response = await auth.handler(request('/forget-password', { body: { email: 'alice@example.com', redirectTo: '/reset' } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    await settle();
    const mail = mails.reset[0]!;
    expect(mail.url).toBe(`${TEST_BASE_URL}/api/auth/reset-password/${mail.token}?callbackURL=%2Freset`);
  });

  it('does not reveal whether an address has an account (enumeration)', async () => {
    const { auth, mails, settle } = createAccountAuth();
    await signUp(auth, { email: 'alice@example.com' });
    const known = await auth.handler(request('/forget-password', { body: { email: 'alice@example.com' } }));
    const unknown = await auth.handler(request('/forget-password', { body: { email: 'nobody@example.com' } }));
    expect({ status: known.status, body: await known.text() }).toEqual({ status: unknown.status, body: await unknown.text() });
    await settle();
    expect(mails.reset).toHaveLength(1);
  });

  it('answers RESET_PASSWORD_DISABLED without a reset mail sender', async () => {
    const { auth } = createAccountAuth({ emailAndPassword: { sendResetPassword: undefined } });
    const response = await auth.handler(request('/forget-password', { body: { email: 'alice@example.com' } }));
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'RESET_PASSWORD_DISABLED' });
  });

  it.each(['https://evil.example', '//evil.example', 'javascript:alert(1)'])(
    'refuses the open redirect redirectTo=%j with 403',
    async (redirectTo) => {
      const { auth, mails, settle } = createAccountAuth();
      await signUp(auth, { email: 'alice@example.com' });
      const response = await auth.handler(request('/forget-password', { body: { email: 'alice@example.com', redirectTo } }));
      expect(await errorOf(response)).toMatchObject({ status: 403, code: 'INVALID_REDIRECT_URL' });
      await settle();
      expect(mails.reset).toHaveLength(0);
    },
  );

  it('answers 400 VALIDATION_ERROR for a wrongly typed body', async () => {
    const { auth } = createAccountAuth();
    const response = await auth.handler(request('/forget-password', { body: { email: 'alice@example.com', redirectTo: 7 } }));
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });
});
