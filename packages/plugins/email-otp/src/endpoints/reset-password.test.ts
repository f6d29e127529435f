import { describe, expect, it } from 'vitest';
import { CODE_SPENT, expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import { createEmailOTPAuth, errorOf, hasSession, PASSWORD, requestCode, send, signIn, signUp, userByEmail, cookieJar } from '@latchkey/test-utils/plugin-instances/email-otp';

const NEW_PASSWORD = 'a brand new passphrase';

describe('POST /email-otp/request-password-reset and /email-otp/reset-password', () => {
  it('mails a reset code; the code sets the new password, verifies the address and ends every session', async () => {
    const auth = createEmailOTPAuth();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const asked = await send(auth, null, '/email-otp/request-password-reset', { body: { email: 'ada@example.com' } });
    expect(await asked.json()).toEqual({ success: true });
    await auth.settle();
    const mailed = auth.sent.at(-1)!;
    expect(mailed).toMatchObject({ email: 'ada@example.com', type: 'forget-password' });
    const reset = await send(auth, null, '/email-otp/reset-password', { body: { email: 'ada@example.com', otp: mailed.otp, password: NEW_PASSWORD } });
    expect(await reset.json()).toEqual({ status: true, success: true });
    expect(await hasSession(auth, jar)).toBe(false);
    expect(await hasSession(auth, await signIn(auth, { email: 'ada@example.com', password: NEW_PASSWORD }))).toBe(true);
    expect(await userByEmail(auth, 'ada@example.com')).toMatchObject({ emailVerified: true });
  });

  it('enumeration: request-password-reset answers alike for an unknown address and mails nothing', async () => {
    const auth = createEmailOTPAuth();
    await signUp(auth, { email: 'ada@example.com' });
    const known = await send(auth, null, '/email-otp/request-password-reset', { body: { email: 'ada@example.com' } });
    const unknown = await send(auth, null, '/email-otp/request-password-reset', { body: { email: 'nobody@example.com' } });
    expect([unknown.status, await unknown.json()]).toEqual([known.status, await known.json()]);
    await auth.settle();
    expect(auth.sent.map((m) => m.email)).toEqual(['ada@example.com']);
  });

  it('a refused password does not cost the code', async () => {
    const auth = createEmailOTPAuth();
    await signUp(auth, { email: 'ada@example.com' });
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'forget-password' }))!;
    const short = await send(auth, null, '/email-otp/reset-password', { body: { email: 'ada@example.com', otp, password: 'short' } });
    expect(await errorOf(short)).toMatchObject({ status: 400, code: 'PASSWORD_TOO_SHORT' });
    const reset = await send(auth, null, '/email-otp/reset-password', { body: { email: 'ada@example.com', otp, password: NEW_PASSWORD } });
    expect(reset.status).toBe(200);
  });

  it('a code used 20 times at once: exactly one reset, and its password is the one set', async () => {
    const auth = createEmailOTPAuth();
    await signUp(auth, { email: 'ada@example.com' });
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'forget-password' }))!;
    const reset = (i: number) => send(auth, null, '/email-otp/reset-password', { body: { email: 'ada@example.com', otp, password: `${NEW_PASSWORD} ${i}` } });
    const { winner } = await expectExactlyOnce(reset, { refused: CODE_SPENT });
    expect(await hasSession(auth, await signIn(auth, { email: 'ada@example.com', password: `${NEW_PASSWORD} ${winner.index}` }))).toBe(true);
  });

  it('gives a user without a password (signed up by code) one', async () => {
    const auth = createEmailOTPAuth();
    const signInCode = (await requestCode(auth, { email: 'new@example.com', type: 'sign-in' }))!;
    expect((await send(auth, cookieJar(), '/sign-in/email-otp', { body: { email: 'new@example.com', otp: signInCode } })).status).toBe(200);
    const otp = (await requestCode(auth, { email: 'new@example.com', type: 'forget-password' }))!;
    expect((await send(auth, null, '/email-otp/reset-password', { body: { email: 'new@example.com', otp, password: NEW_PASSWORD } })).status).toBe(200);
    expect(await hasSession(auth, await signIn(auth, { email: 'new@example.com', password: NEW_PASSWORD }))).toBe(true);
  });

  it('lifts the per-account sign-in lock', async () => {
    const auth = createEmailOTPAuth({ auth: { emailAndPassword: { enabled: true, maxFailedAttempts: 2 } } });
    await signUp(auth, { email: 'ada@example.com' });
    const attempt = (password: string) => send(auth, null, '/sign-in/email', { body: { email: 'ada@example.com', password } });
    for (let i = 0; i < 2; i++) expect((await attempt('not the password')).status).toBe(401);
    expect((await attempt(PASSWORD)).status).toBe(429);
    const otp = (await requestCode(auth, { email: 'ada@example.com', type: 'forget-password' }))!;
    expect((await send(auth, null, '/email-otp/reset-password', { body: { email: 'ada@example.com', otp, password: NEW_PASSWORD } })).status).toBe(200);
    expect((await attempt(NEW_PASSWORD)).status).toBe(200);
  });
});
