import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { storeToken } from '../verification/verification-token.js';
import { createAccountAuth, errorOf, request, signUp } from '@latchkey/test-utils/account-routes-instance';

/** A reset token for alice, issued through /request-password-reset. */
async function issueResetToken(): Promise<{ auth: ReturnType<typeof createAccountAuth>['auth']; token: string; userId: string }> {
  const { auth, mails, settle } = createAccountAuth();
  const { userId } = await signUp(auth, { email: 'alice@example.com' });
  await auth.handler(request('/request-password-reset', { body: { email: 'alice@example.com' } }));
  await settle();
  return { auth, token: mails.reset[0]!.token, userId };
}

const open = (path: string): Request => request(path);

describe('GET /reset-password/:token', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('redirects to the callbackURL with the token, without spending it', async () => {
    const { auth, token } = await issueResetToken();
    for (let i = 0; i < 2; i++) {
      const response = await auth.handler(open(`/reset-password/${token}?callbackURL=${encodeURIComponent('/reset?lang=en')}`));
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`/reset?lang=en&token=${token}`);
    }
    const reset = await auth.handler(request('/reset-password', { body: { token, newPassword: 'a brand new password' } }));
    expect(reset.status).toBe(200);
  });

  it('keeps an absolute trusted callbackURL absolute', async () => {
    const { auth, token } = await issueResetToken();
    const callbackURL = `${TEST_BASE_URL}/reset`;
    const response = await auth.handler(open(`/reset-password/${token}?callbackURL=${encodeURIComponent(callbackURL)}`));
    expect(response.headers.get('location')).toBe(`${callbackURL}?token=${token}`);
  });

  it('redirects with error=INVALID_TOKEN for an unknown token', async () => {
    const { auth } = await issueResetToken();
    const response = await auth.handler(open('/reset-password/not-a-real-token?callbackURL=%2Freset'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/reset?error=INVALID_TOKEN');
  });

  it('redirects with error=INVALID_TOKEN for an expired token', async () => {
    const { auth, token } = await issueResetToken();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3601_000);
    const response = await auth.handler(open(`/reset-password/${token}?callbackURL=%2Freset`));
    expect(response.headers.get('location')).toBe('/reset?error=INVALID_TOKEN');
  });

  it('refuses a token issued for another purpose (an email-verification token)', async () => {
    const { auth, userId } = await issueResetToken();
    await storeToken(await auth.$context, {
      purpose: 'email-verification',
      token: 'verification-token-for-alice',
      value: JSON.stringify({ userId, email: 'alice@example.com' }),
      expiresIn: 3600,
    });
    const response = await auth.handler(open('/reset-password/verification-token-for-alice?callbackURL=%2Freset'));
    expect(response.headers.get('location')).toBe('/reset?error=INVALID_TOKEN');
  });

  it.each(['https://evil.example/steal', '//evil.example', 'javascript:alert(1)', '/%2F%2Fevil.example'])(
    'refuses the open redirect callbackURL=%j with 403 before looking at the token',
    async (callbackURL) => {
      const { auth, token } = await issueResetToken();
      const response = await auth.handler(open(`/reset-password/${token}?callbackURL=${encodeURIComponent(callbackURL)}`));
      expect(response.headers.get('location')).toBeNull();
      expect(await errorOf(response)).toEqual({ status: 403, code: 'INVALID_CALLBACK_URL', message: 'Invalid callbackURL' });
    },
  );

  it('answers 400 VALIDATION_ERROR without a callbackURL', async () => {
    const { auth, token } = await issueResetToken();
    const response = await auth.handler(open(`/reset-password/${token}`));
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });
});
