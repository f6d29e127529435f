import { expect } from 'vitest';
import { describeSenderFaults, type SenderFaultAnswer, type SenderFaultSetup } from '@latchkey/test-utils/faulty-sender';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import type { MailData } from '../options/account-options.js';
import { PASSWORD, request, signUp } from '@latchkey/test-utils/account-routes-instance';

const NEW_PASSWORD = 'a brand new passphrase';

/** A test instance whose every core mail goes through one sender that works, throws or hangs. */
function authWith({ sender, logger }: SenderFaultSetup<MailData>) {
  return createTestAuth({
    logger,
    emailAndPassword: { sendResetPassword: sender.send },
    emailVerification: { sendVerificationEmail: sender.send },
    user: { deleteUser: { enabled: true, sendDeleteAccountVerification: sender.send } },
  });
}

async function answerOf(response: Response): Promise<SenderFaultAnswer> {
  return { status: response.status, body: await response.json() };
}

describeSenderFaults<MailData>('password reset sender', 'the mailed token resets the password', async (setup) => {
  const auth = authWith(setup);
  await signUp(auth, { email: 'alice@example.com' });
  const answer = await answerOf(await auth.handler(request('/request-password-reset', { body: { email: 'alice@example.com' } })));
  const { token } = await setup.sender.called();
  expect((await auth.handler(request('/reset-password', { body: { token, newPassword: NEW_PASSWORD } }))).status).toBe(200);
  const signIn = await auth.handler(request('/sign-in/email', { body: { email: 'alice@example.com', password: NEW_PASSWORD } }));
  expect(signIn.status).toBe(200);
  return answer;
});

describeSenderFaults<MailData>('verification mail sender', 'the mailed link verifies the address', async (setup) => {
  const auth = authWith(setup);
  await signUp(auth, { email: 'bob@example.com' });
  const answer = await answerOf(await auth.handler(request('/send-verification-email', { body: { email: 'bob@example.com' } })));
  const { token } = await setup.sender.called();
  const verify = await auth.handler(request(`/verify-email?token=${encodeURIComponent(token)}`));
  expect(verify.status).toBe(200);
  expect(await verify.json()).toMatchObject({ status: true, user: { emailVerified: true } });
  return answer;
});

describeSenderFaults<MailData>('account deletion mail sender', 'the mailed link deletes the account', async (setup) => {
  const auth = authWith(setup);
  const { jar } = await signUp(auth, { email: 'carol@example.com' });
  const answer = await answerOf(await auth.handler(request('/delete-user', { body: { password: PASSWORD }, cookie: jar.header() })));
  const { token } = await setup.sender.called();
  const callback = await auth.handler(request(`/delete-user/callback?token=${encodeURIComponent(token)}`, { cookie: jar.header() }));
  expect(callback.status).toBe(200);
  const signIn = await auth.handler(request('/sign-in/email', { body: { email: 'carol@example.com', password: PASSWORD } }));
  expect(signIn.status).toBe(401);
  return answer;
});
