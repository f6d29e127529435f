import { describe, expect, it } from 'vitest';
import { faultySender, recordingLogger, SENDER_FAULTS, type SenderFault } from '@latchkey/test-utils/faulty-sender';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import type { MailData } from '../options/account-options.js';
import { PASSWORD, request, signUp } from './account-routes.test-helpers.js';

const NEW_PASSWORD = 'a brand new passphrase';

/** A test instance whose every core mail goes through one sender that works, throws or hangs. */
function authWith(fault: SenderFault) {
  const sender = faultySender<MailData>(fault);
  const log = recordingLogger();
  const auth = createTestAuth({
    logger: log.options,
    emailAndPassword: { sendResetPassword: sender.send },
    emailVerification: { sendVerificationEmail: sender.send },
    user: { deleteUser: { enabled: true, sendDeleteAccountVerification: sender.send } },
  });
  return { auth, sender, log };
}

async function answerOf(response: Response): Promise<{ status: number; body: unknown }> {
  return { status: response.status, body: await response.json() };
}

/** The failure a throwing sender leaves in the log; a working or hanging one leaves none. */
function expectLogged(fault: SenderFault, messages: string[]): void {
  expect(messages.includes('Background task failed')).toBe(fault === 'throws');
}

describe('a mail sender that throws or never answers', () => {
  const answers = new Map<string, { status: number; body: unknown }[]>();
  const record = (flow: string, answer: { status: number; body: unknown }): void => {
    answers.set(flow, [...(answers.get(flow) ?? []), answer]);
  };

  for (const fault of SENDER_FAULTS) {
    it(`password reset (${fault}): same answer, and the mailed token resets the password`, async () => {
      const { auth, sender, log } = authWith(fault);
      await signUp(auth, { email: 'alice@example.com' });
      const response = await auth.handler(request('/request-password-reset', { body: { email: 'alice@example.com' } }));
      record('reset', await answerOf(response));
      const { token } = await sender.called();
      const reset = await auth.handler(request('/reset-password', { body: { token, newPassword: NEW_PASSWORD } }));
      expect(reset.status).toBe(200);
      const signIn = await auth.handler(request('/sign-in/email', { body: { email: 'alice@example.com', password: NEW_PASSWORD } }));
      expect(signIn.status).toBe(200);
      expectLogged(fault, log.messages);
    });

    it(`verification mail (${fault}): same answer, and the mailed link verifies the address`, async () => {
      const { auth, sender, log } = authWith(fault);
      await signUp(auth, { email: 'bob@example.com' });
      const response = await auth.handler(request('/send-verification-email', { body: { email: 'bob@example.com' } }));
      record('verification', await answerOf(response));
      const { token } = await sender.called();
      const verify = await auth.handler(request(`/verify-email?token=${encodeURIComponent(token)}`));
      expect(verify.status).toBe(200);
      expect(await verify.json()).toMatchObject({ status: true, user: { emailVerified: true } });
      expectLogged(fault, log.messages);
    });

    it(`account deletion mail (${fault}): same answer, and the mailed link deletes the account`, async () => {
      const { auth, sender, log } = authWith(fault);
      const { jar } = await signUp(auth, { email: 'carol@example.com' });
      const response = await auth.handler(request('/delete-user', { body: { password: PASSWORD }, cookie: jar.header() }));
      record('deletion', await answerOf(response));
      const { token } = await sender.called();
      const callback = await auth.handler(request(`/delete-user/callback?token=${encodeURIComponent(token)}`, { cookie: jar.header() }));
      expect(callback.status).toBe(200);
      const signIn = await auth.handler(request('/sign-in/email', { body: { email: 'carol@example.com', password: PASSWORD } }));
      expect(signIn.status).toBe(401);
      expectLogged(fault, log.messages);
    });
  }

  it('answered every flow the same whether the sender worked, threw or hung', () => {
    for (const flow of ['reset', 'verification', 'deletion']) {
      const seen = answers.get(flow) ?? [];
      expect(seen, flow).toHaveLength(3);
      expect(seen[1], flow).toEqual(seen[0]);
      expect(seen[2], flow).toEqual(seen[0]);
      expect(seen[0]?.status, flow).toBe(200);
    }
  });
});
