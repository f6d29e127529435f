import { describe, expect, it } from 'vitest';
import { bareRequest } from '@latchkey/test-utils/test-instance';
import { createEmailOTPAuth, errorOf, markVerified, requestCode, send, signUp } from '@latchkey/test-utils/plugin-instances/email-otp';

describe('POST /email-otp/send-verification-otp', () => {
  it('mails six digits through sendVerificationOTP, stored only as a keyed hash', async () => {
    const auth = createEmailOTPAuth();
    await signUp(auth, { email: 'ada@example.com' });
    const code = await requestCode(auth, { email: 'ada@example.com', type: 'sign-in' });
    expect(code).toMatch(/^\d{6}$/);
    expect(auth.sent.at(-1)).toEqual({ email: 'ada@example.com', otp: code, type: 'sign-in' });
    const rows = await (await auth.$context).db.findMany({ model: 'verification' });
    expect(JSON.stringify(rows)).not.toContain(code!);
    expect(JSON.stringify(rows)).not.toContain('ada@example.com');
  });

  it('enumeration: answers alike for unknown addresses and sends nothing where the type needs an account', async () => {
    const auth = createEmailOTPAuth({ emailOTP: { disableSignUp: true } });
    await signUp(auth, { email: 'ada@example.com' });
    for (const type of ['sign-in', 'forget-password', 'email-verification'] as const) {
      const known = await send(auth, null, '/email-otp/send-verification-otp', { body: { email: 'ada@example.com', type } });
      const unknown = await send(auth, null, '/email-otp/send-verification-otp', { body: { email: 'nobody@example.com', type } });
      expect([known.status, unknown.status]).toEqual([200, 200]);
      expect(await unknown.json()).toEqual(await known.json());
      expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    }
    await auth.settle();
    expect(auth.sent.map((m) => m.email)).not.toContain('nobody@example.com');
    expect(auth.sent.map((m) => m.type).sort()).toEqual(['email-verification', 'forget-password', 'sign-in']);
  });

  it('sends a sign-in code to an unknown address when sign-up is allowed', async () => {
    const auth = createEmailOTPAuth();
    expect(await requestCode(auth, { email: 'new@example.com', type: 'sign-in' })).toMatch(/^\d{6}$/);
  });

  it('sends no verification code to an address that is already verified', async () => {
    const auth = createEmailOTPAuth();
    const { userId } = await signUp(auth, { email: 'ada@example.com' });
    await markVerified(auth, userId);
    expect(await requestCode(auth, { email: 'ada@example.com', type: 'email-verification' })).toBeUndefined();
  });

  it('caps the codes mailed to one address, for known and unknown addresses alike: 429 with X-Retry-After', async () => {
    const auth = createEmailOTPAuth({ emailOTP: { sendLimit: { window: 600, max: 2 } } });
    await signUp(auth, { email: 'ada@example.com' });
    for (const email of ['ada@example.com', 'nobody@example.com']) {
      for (let i = 0; i < 2; i++) await send(auth, null, '/email-otp/send-verification-otp', { body: { email, type: 'forget-password' } });
      const capped = await send(auth, null, '/email-otp/send-verification-otp', { body: { email, type: 'forget-password' } });
      expect(capped.headers.get('X-Retry-After')).toBe('600');
      expect(await errorOf(capped)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    }
    await auth.settle();
    expect(auth.sent).toHaveLength(2);
  });

  it('refuses a malformed address or type with 400 and a browser request from another site with 403', async () => {
    const auth = createEmailOTPAuth();
    expect(await errorOf(await send(auth, null, '/email-otp/send-verification-otp', { body: { email: 'not-an-email', type: 'sign-in' } }))).toMatchObject({ status: 400, code: 'INVALID_EMAIL' });
    expect(await errorOf(await send(auth, null, '/email-otp/send-verification-otp', { body: { email: 'a@example.com', type: 'other' } }))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    const crossSite = await auth.handler(
      bareRequest('/email-otp/send-verification-otp', { body: { email: 'a@example.com', type: 'sign-in' }, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }),
    );
    expect(crossSite.status).toBe(403);
    await auth.settle();
    expect(auth.sent).toEqual([]);
  });
});
