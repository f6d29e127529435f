import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmailOTPAuth, errorOf, markVerified, requestCode, send, signUp, userByEmail } from '@latchkey/test-utils/plugin-instances/email-otp';

afterEach(() => vi.useRealTimers());

const withChangeEmail = () => createEmailOTPAuth({ auth: { user: { changeEmail: { enabled: true } } } });

describe('change of email by code (type change-email, POST /email-otp/change-email)', () => {
  it('mails the code to the new address; the session user moves there, verified', async () => {
    const auth = withChangeEmail();
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    await markVerified(auth, userId);
    const otp = (await requestCode(auth, { email: 'ada@new.example', type: 'change-email', jar }))!;
    expect(auth.sent.at(-1)).toMatchObject({ email: 'ada@new.example', type: 'change-email' });
    const changed = await send(auth, jar, '/email-otp/change-email', { body: { newEmail: 'ada@new.example', otp } });
    expect(await changed.json()).toMatchObject({ status: true, user: { id: userId, email: 'ada@new.example', emailVerified: true } });
    expect(await userByEmail(auth, 'ada@example.com')).toBeNull();
  });

  it('needs a session to send or use a code, and the change of email enabled', async () => {
    const auth = withChangeEmail();
    const anonymous = await send(auth, null, '/email-otp/send-verification-otp', { body: { email: 'x@example.com', type: 'change-email' } });
    expect(await errorOf(anonymous)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(await errorOf(await send(auth, null, '/email-otp/change-email', { body: { newEmail: 'x@example.com', otp: '123456' } }))).toMatchObject({ status: 401 });
    const disabled = createEmailOTPAuth();
    const { jar } = await signUp(disabled, { email: 'ada@example.com' });
    const refused = await send(disabled, jar, '/email-otp/send-verification-otp', { body: { email: 'x@example.com', type: 'change-email' } });
    expect(await errorOf(refused)).toMatchObject({ status: 400, code: 'CHANGE_EMAIL_DISABLED' });
  });

  it('a code sent for one user does not work in another user’s session', async () => {
    const auth = withChangeEmail();
    const ada = await signUp(auth, { email: 'ada@example.com' });
    const eve = await signUp(auth, { email: 'eve@example.com' });
    const otp = (await requestCode(auth, { email: 'shared@example.com', type: 'change-email', jar: ada.jar }))!;
    const stolen = await send(auth, eve.jar, '/email-otp/change-email', { body: { newEmail: 'shared@example.com', otp } });
    expect(await errorOf(stolen)).toMatchObject({ status: 400, code: 'INVALID_OTP' });
  });

  it('enumeration: a taken address is answered alike and gets no mail', async () => {
    const auth = withChangeEmail();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    await signUp(auth, { email: 'taken@example.com' });
    expect(await requestCode(auth, { email: 'taken@example.com', type: 'change-email', jar })).toBeUndefined();
    expect(await requestCode(auth, { email: 'free@example.com', type: 'change-email', jar })).toMatch(/^\d{6}$/);
  });

  it('a verified account needs a fresh session', async () => {
    const auth = createEmailOTPAuth({ auth: { user: { changeEmail: { enabled: true } }, session: { freshAge: 60 } } });
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    await markVerified(auth, userId);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    const stale = await send(auth, jar, '/email-otp/send-verification-otp', { body: { email: 'ada@new.example', type: 'change-email' } });
    expect(await errorOf(stale)).toMatchObject({ status: 403, code: 'SESSION_NOT_FRESH' });
  });

  it('refuses the same address with 400 EMAIL_IS_THE_SAME', async () => {
    const auth = withChangeEmail();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const same = await send(auth, jar, '/email-otp/send-verification-otp', { body: { email: 'ada@example.com', type: 'change-email' } });
    expect(await errorOf(same)).toMatchObject({ status: 400, code: 'EMAIL_IS_THE_SAME' });
  });
});
