import { createDevMailer } from 'latchkey/mail';
import { phoneNumber } from '@latchkey/phone-number';

/**
 * The playground's phone-number plugin: texts land in the development mailbox
 * as "text message" entries, and a code for a number nobody has yet creates
 * its account (with a placeholder email on an address that cannot receive mail).
 *
 * @example
 * createAuth({ plugins: [playgroundPhoneNumber({ outbox, appName })] });
 */
export function playgroundPhoneNumber(options: { outbox: string; appName: string; log?: boolean }) {
  const texts = createDevMailer({ outbox: options.outbox, log: options.log ?? true });
  return phoneNumber({
    sendOTP: ({ phoneNumber: to, code, type }) =>
      texts.send({
        type: 'text-message',
        to,
        subject: `Text message to ${to}`,
        text: `Your ${options.appName} ${type === 'password-reset' ? 'password reset' : 'verification'} code is ${code}. It expires in 5 minutes.`,
        token: code,
      }),
    signUpOnVerification: {
      getTempEmail: (number) => `phone-${number.slice(1)}@phone.invalid`,
      getTempName: (number) => number,
    },
  });
}
