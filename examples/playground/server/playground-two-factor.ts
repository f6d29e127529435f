import { createDevMailer } from 'latchkey/mail';
import { twoFactor } from '@latchkey/two-factor';

/**
 * The playground's two-factor plugin: sign-in codes go to the development
 * mailbox like every other mail, and a challenged social sign-in lands on the
 * /two-factor page.
 *
 * @example
 * createAuth({ plugins: [playgroundTwoFactor({ outbox, appName })] });
 */
export function playgroundTwoFactor(options: { outbox: string; appName: string; log?: boolean }) {
  const mailer = createDevMailer({ outbox: options.outbox, log: options.log ?? true });
  return twoFactor({
    challengeURL: '/two-factor',
    sendOTP: ({ user, otp }) =>
      mailer.send({
        type: 'two-factor',
        to: user.email,
        subject: `Your ${options.appName} sign-in code`,
        text: `Your sign-in code is ${otp}. It expires in 5 minutes.`,
        token: otp,
      }),
  });
}
