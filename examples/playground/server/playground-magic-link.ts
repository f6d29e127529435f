import { createDevMailer } from 'latchkey/mail';
import { magicLink } from '@latchkey/magic-link';

/**
 * The playground's magic links: "email me a link" on the sign-in page; the
 * link goes to the development mailbox like every other mail.
 *
 * @example
 * createAuth({ plugins: [playgroundMagicLink({ outbox, appName })] });
 */
export function playgroundMagicLink(options: { outbox: string; appName: string; log?: boolean }) {
  const mailer = createDevMailer({ outbox: options.outbox, log: options.log ?? true });
  return magicLink({
    sendMagicLink: ({ email, url, token }) =>
      mailer.send({
        type: 'magic-link',
        to: email,
        subject: `Sign in to ${options.appName}`,
        text: `Open this link to sign in. It works once and expires in 5 minutes.`,
        url,
        token,
      }),
  });
}
