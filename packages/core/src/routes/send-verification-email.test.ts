import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { createDevMailer } from '../mail/dev-mailer.js';
import { waitForMail } from '../mail/outbox.js';
import { createAccountAuth, errorOf, request, signUp } from '@latchkey/test-utils/account-routes-instance';

const send = (body: unknown, cookie?: string): Request => request('/send-verification-email', { body, cookie });

async function markVerified(auth: ReturnType<typeof createAccountAuth>['auth'], email: string): Promise<void> {
  const ctx = await auth.$context;
  await ctx.db.update({ model: 'user', where: [{ field: 'email', value: email }], update: { emailVerified: true } });
}

describe('POST /send-verification-email', () => {
  it('mails an unverified user a link to /verify-email that carries the callbackURL', async () => {
    const { auth, mails, settle } = createAccountAuth();
    const { userId } = await signUp(auth, { email: 'alice@example.com' });
    const response = await auth.handler(send({ email: 'Alice@Example.com', callbackURL: '/welcome' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    await settle();
    expect(mails.verification).toHaveLength(1);
    const mail = mails.verification[0]!;
    expect(mail.user).toMatchObject({ id: userId, email: 'alice@example.com' });
    const link = new URL(mail.url);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_BASE_URL}/api/auth/verify-email`);
    expect(link.searchParams.get('callbackURL')).toBe('/welcome');
    const opened = await auth.handler(request(`${link.pathname.replace('/api/auth', '')}${link.search}`));
    expect(opened.headers.get('location')).toBe('/welcome');
  });

  it('answers the same for unknown, unverified and verified addresses when signed out (enumeration)', async () => {
    const { auth, mails, settle } = createAccountAuth();
    await signUp(auth, { email: 'unverified@example.com' });
    await signUp(auth, { email: 'verified@example.com' });
    await markVerified(auth, 'verified@example.com');
    const answers = [];
    for (const email of ['unverified@example.com', 'verified@example.com', 'nobody@example.com']) {
      const response = await auth.handler(send({ email, callbackURL: '/welcome' }));
      answers.push({ status: response.status, body: await response.text(), cookies: response.headers.getSetCookie() });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    await settle();
    expect(mails.verification.map((m) => m.user.email)).toEqual(['unverified@example.com']);
  });

  it('answers VERIFICATION_EMAIL_NOT_ENABLED without a sender', async () => {
    const { auth } = createAccountAuth({ emailVerification: { sendVerificationEmail: undefined } });
    expect(await errorOf(await auth.handler(send({ email: 'alice@example.com' })))).toEqual({
      status: 400,
      code: 'VERIFICATION_EMAIL_NOT_ENABLED',
      message: "Verification email isn't enabled",
    });
  });

  describe('signed in', () => {
    it('mails the signed-in user their own unverified address', async () => {
      const { auth, mails, settle } = createAccountAuth();
      const { jar } = await signUp(auth, { email: 'alice@example.com' });
      const response = await auth.handler(send({ email: 'alice@example.com' }, jar.header()));
      expect(await response.json()).toEqual({ status: true });
      await settle();
      expect(mails.verification).toHaveLength(1);
    });

    it('refuses to mail an address that is not the signed-in user’s own', async () => {
      const { auth, mails, settle } = createAccountAuth();
      const { jar } = await signUp(auth, { email: 'alice@example.com' });
      await signUp(auth, { email: 'bob@example.com' });
      const response = await auth.handler(send({ email: 'bob@example.com' }, jar.header()));
      expect(await errorOf(response)).toEqual({
        status: 400,
        code: 'EMAIL_MISMATCH',
        message: 'You can only send a verification email to your own email',
      });
      await settle();
      expect(mails.verification).toHaveLength(0);
    });

    it('refuses an already verified address', async () => {
      const { auth } = createAccountAuth();
      const { jar } = await signUp(auth, { email: 'alice@example.com' });
      await markVerified(auth, 'alice@example.com');
      expect(await errorOf(await auth.handler(send({ email: 'alice@example.com' }, jar.header())))).toEqual({
        status: 400,
        code: 'EMAIL_ALREADY_VERIFIED',
        message: 'You can only send a verification email to an unverified email',
      });
    });

    it('sees a verification that the cookie cache does not know about yet', async () => {
      const { auth } = createAccountAuth({ session: { cookieCache: { enabled: true } } });
      const { jar } = await signUp(auth, { email: 'alice@example.com' });
      await auth.handler(request('/get-session', { cookie: jar.header() })).then((r) => jar.store(r));
      await markVerified(auth, 'alice@example.com');
      expect(await errorOf(await auth.handler(send({ email: 'alice@example.com' }, jar.header())))).toMatchObject({
        code: 'EMAIL_ALREADY_VERIFIED',
      });
    });
  });

  it.each(['https://evil.example', '//evil.example', 'javascript:alert(1)'])(
    'refuses the open redirect callbackURL=%j with 403 and sends nothing',
    async (callbackURL) => {
      const { auth, mails, settle } = createAccountAuth();
      await signUp(auth, { email: 'alice@example.com' });
      expect(await errorOf(await auth.handler(send({ email: 'alice@example.com', callbackURL })))).toMatchObject({
        status: 403,
        code: 'INVALID_CALLBACK_URL',
      });
      await settle();
      expect(mails.verification).toHaveLength(0);
    },
  );

  it.each([{ email: 1 }, { email: 'alice@example.com', callbackURL: ['/a'] }, {}])(
    'answers 400 VALIDATION_ERROR, never 500, for the malformed body %j',
    async (body) => {
      const { auth } = createAccountAuth();
      expect(await errorOf(await auth.handler(send(body)))).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    },
  );

  describe('with the development mailer', () => {
    let dir: string | undefined;
    afterEach(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('delivers a working verification link to the outbox', async () => {
      dir = await mkdtemp(join(tmpdir(), 'latchkey-verify-'));
      const outbox = join(dir, 'outbox.jsonl');
      const mailer = createDevMailer({ outbox, log: false });
      const { auth } = createAccountAuth({
        emailVerification: {
          sendVerificationEmail: ({ user, url, token }) =>
            mailer.send({ type: 'verification', to: user.email, subject: 'Verify', text: url, url, token }),
        },
      });
      await signUp(auth, { email: 'alice@example.com' });
      await auth.handler(send({ email: 'alice@example.com' }));
      const mail = await waitForMail(outbox, (m) => m.to === 'alice@example.com' && m.type === 'verification');
      const verified = await auth.handler(new Request(mail.url!, { headers: { origin: TEST_BASE_URL } }));
      expect(await verified.json()).toMatchObject({ status: true, user: { email: 'alice@example.com', emailVerified: true } });
    });
  });
});
