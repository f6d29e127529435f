import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { hashTokenSync } from '../crypto/hash-token.js';
import { createDevMailer } from '../mail/dev-mailer.js';
import { waitForMail } from '../mail/outbox.js';
import { createAccountAuth, errorOf, request, signUp } from '@latchkey/test-utils/account-routes-instance';

const MESSAGE = 'If this email exists in our system, check your email for the reset link';

describe('POST /request-password-reset', () => {
  it('mails a 24-character single-use link to the reset page and answers status and message', async () => {
    const { auth, mails, settle } = createAccountAuth();
    const { userId } = await signUp(auth, { email: 'alice@example.com' });
    const before = Date.now();
    const response = await auth.handler(
      request('/request-password-reset', { body: { email: 'Alice@Example.com', redirectTo: '/reset' } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, message: MESSAGE });
    await settle();
    expect(mails.reset).toHaveLength(1);
    const mail = mails.reset[0]!;
    expect(mail.user).toMatchObject({ id: userId, email: 'alice@example.com' });
    expect(mail.token).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(mail.url).toBe(`${TEST_BASE_URL}/api/auth/reset-password/${mail.token}?callbackURL=%2Freset`);

    const ctx = await auth.$context;
    const rows = await ctx.db.findMany<{ identifier: string; value: string; expiresAt: Date }>({ model: 'verification' });
    expect(rows).toHaveLength(1);
    // Only the hash is stored, bound to the reset purpose; the value is the user id.
    expect(rows[0]?.identifier).toBe(`reset-password:${hashTokenSync(mail.token)}`);
    expect(rows[0]?.value).toBe(userId);
    const lifetime = rows[0]!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(3590_000);
    expect(lifetime).toBeLessThanOrEqual(3601_000);
  });

  it('honours resetPasswordTokenExpiresIn', async () => {
    const { auth, settle } = createAccountAuth({ emailAndPassword: { resetPasswordTokenExpiresIn: 60 } });
    await signUp(auth, { email: 'alice@example.com' });
    await auth.handler(request('/request-password-reset', { body: { email: 'alice@example.com' } }));
    await settle();
    const rows = await (await auth.$context).db.findMany<{ expiresAt: Date }>({ model: 'verification' });
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
  });

  it('does not reveal whether an address has an account (enumeration)', async () => {
    const { auth, mails, settle } = createAccountAuth();
    await signUp(auth, { email: 'alice@example.com' });
    const answers = [];
    for (const email of ['alice@example.com', 'nobody@example.com']) {
      const response = await auth.handler(request('/request-password-reset', { body: { email, redirectTo: '/reset' } }));
      answers.push({ status: response.status, body: await response.text(), cookies: response.headers.getSetCookie() });
    }
    expect(answers[0]).toEqual(answers[1]);
    await settle();
    expect(mails.reset.map((m) => m.user.email)).toEqual(['alice@example.com']);
  });

  it('answers RESET_PASSWORD_DISABLED when no reset mail sender is configured', async () => {
    const { auth } = createAccountAuth({ emailAndPassword: { sendResetPassword: undefined } });
    const response = await auth.handler(request('/request-password-reset', { body: { email: 'alice@example.com' } }));
    expect(await errorOf(response)).toEqual({ status: 400, code: 'RESET_PASSWORD_DISABLED', message: "Reset password isn't enabled" });
  });

  it.each(['https://evil.example/reset', '//evil.example', 'javascript:alert(1)', '/\\evil.example', ''])(
    'refuses the open redirect redirectTo=%j with 403 and sends nothing',
    async (redirectTo) => {
      const { auth, mails, settle } = createAccountAuth();
      await signUp(auth, { email: 'alice@example.com' });
      const response = await auth.handler(request('/request-password-reset', { body: { email: 'alice@example.com', redirectTo } }));
      expect(await errorOf(response)).toEqual({ status: 403, code: 'INVALID_REDIRECT_URL', message: 'Invalid redirectURL' });
      await settle();
      expect(mails.reset).toHaveLength(0);
    },
  );

  it('accepts an absolute redirectTo on a trusted origin', async () => {
    const { auth, mails, settle } = createAccountAuth();
    await signUp(auth, { email: 'alice@example.com' });
    const response = await auth.handler(
      request('/request-password-reset', { body: { email: 'alice@example.com', redirectTo: `${TEST_BASE_URL}/reset` } }),
    );
    expect(response.status).toBe(200);
    await settle();
    expect(new URL(mails.reset[0]!.url).searchParams.get('callbackURL')).toBe(`${TEST_BASE_URL}/reset`);
  });

  it.each([
    { email: 42 },
    { email: ['alice@example.com'] },
    { email: 'alice@example.com', redirectTo: 42 },
    { email: 'alice@example.com', redirectTo: { href: '/x' } },
    {},
  ])('answers 400 VALIDATION_ERROR, never 500, for the malformed body %j', async (body) => {
    const { auth } = createAccountAuth();
    const response = await auth.handler(request('/request-password-reset', { body }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers INVALID_EMAIL for a malformed address', async () => {
    const { auth } = createAccountAuth();
    const response = await auth.handler(request('/request-password-reset', { body: { email: 'not-an-email' } }));
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'INVALID_EMAIL' });
  });

  describe('with the development mailer', () => {
    let dir: string | undefined;
    afterEach(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('delivers the reset link to the outbox, and the link opens the reset page', async () => {
      dir = await mkdtemp(join(tmpdir(), 'latchkey-reset-'));
      const outbox = join(dir, 'outbox.jsonl');
      const mailer = createDevMailer({ outbox, log: false });
      const { auth } = createAccountAuth({
        emailAndPassword: {
          sendResetPassword: ({ user, url, token }) =>
            mailer.send({ type: 'reset-password', to: user.email, subject: 'Reset', text: url, url, token }),
        },
      });
      await signUp(auth, { email: 'alice@example.com' });
      await auth.handler(request('/request-password-reset', { body: { email: 'alice@example.com', redirectTo: '/reset' } }));
      const mail = await waitForMail(outbox, (m) => m.to === 'alice@example.com' && m.type === 'reset-password');
      const link = new URL(mail.url!);
      const opened = await auth.handler(new Request(link, { headers: { origin: TEST_BASE_URL } }));
      expect(opened.status).toBe(302);
      expect(opened.headers.get('location')).toBe(`/reset?token=${mail.token}`);
    });
  });
});
