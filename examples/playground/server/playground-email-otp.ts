import { createDevMailer } from 'latchkey/mail';
import { emailOTP, type EmailOTPType } from '@latchkey/email-otp';

const PURPOSES: Record<EmailOTPType, string> = {
  'sign-in': 'sign-in',
  'email-verification': 'verification',
  'forget-password': 'password reset',
  'change-email': 'change of email',
};

/**
 * The playground's email one-time codes: "email me a code" on the sign-in
 * page; the codes go to the development mailbox like every other mail.
 *
 * @example
 * createAuth({ plugins: [playgroundEmailOTP({ outbox, appName })] });
 */
export function playgroundEmailOTP(options: { outbox: string; appName: string; log?: boolean }) {
  const mailer = createDevMailer({ outbox: options.outbox, log: options.log ?? true });
  return emailOTP({
    sendVerificationOTP: ({ email, otp, type }) =>
      mailer.send({
        type: 'email-otp',
        to: email,
        subject: `Your ${options.appName} ${PURPOSES[type]} code`,
        text: `Your ${PURPOSES[type]} code is ${otp}. It expires in 5 minutes.`,
        token: otp,
      }),
  });
}
