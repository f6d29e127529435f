import { changeEmailConfirmation, createDevMailer, passwordResetEmail, verificationEmail } from 'latchkey/mail';

interface MailData {
  user: { email: string; name: string };
  url: string;
  token: string;
}

/** The three mail callbacks the playground's Latchkey options take. */
export interface PlaygroundMail {
  sendVerificationEmail(data: MailData): Promise<void>;
  sendResetPassword(data: MailData): Promise<void>;
  sendChangeEmailVerification(data: MailData & { newEmail: string }): Promise<void>;
}

/**
 * Every mail goes through the development mailer: printed to the console and
 * appended to the outbox file that the /mailbox page reads. Nothing leaves the machine.
 *
 * @example
 * const mail = playgroundMail({ outbox: '.data/outbox.jsonl', appName: 'Latchkey Playground' });
 */
export function playgroundMail(options: { outbox: string; appName: string; log?: boolean }): PlaygroundMail {
  const mailer = createDevMailer({ outbox: options.outbox, log: options.log ?? true });
  const { appName } = options;
  const send = (type: string, data: MailData, content: { subject: string; text: string; html: string }) =>
    mailer.send({ type, to: data.user.email, url: data.url, token: data.token, ...content });
  return {
    sendVerificationEmail: (data) =>
      send('verification', data, verificationEmail({ url: data.url, name: data.user.name, appName })),
    sendResetPassword: (data) =>
      send('reset-password', data, passwordResetEmail({ url: data.url, name: data.user.name, appName })),
    sendChangeEmailVerification: (data) =>
      send('change-email', data, changeEmailConfirmation({ url: data.url, name: data.user.name, appName, newEmail: data.newEmail })),
  };
}
