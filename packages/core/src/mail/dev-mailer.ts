import type { Mail, MailMessage, Mailer } from './mail.js';
import { appendToOutbox } from './outbox.js';

export interface DevMailerOptions {
  /** File to append each mail to as one JSON line. Default: none. */
  outbox?: string;
  /** Print each mail to the console. Default true. */
  log?: boolean;
}

/**
 * A mailer for development and tests: nothing leaves the machine. Each mail is
 * printed briefly to the console and appended to an outbox file that
 * {@link readOutbox} and {@link waitForMail} read back.
 *
 * @example
 * const mailer = createDevMailer({ outbox: '.latchkey/outbox.jsonl' });
 * await mailer.send({ type: 'verification', to, subject, text, url });
 */
export function createDevMailer(options: DevMailerOptions = {}): Mailer {
  const { outbox, log = true } = options;
  return {
    async send(message: MailMessage): Promise<void> {
      const mail: Mail = {
        type: message.type,
        to: message.to,
        subject: message.subject,
        text: message.text,
        url: message.url,
        token: message.token,
        sentAt: new Date().toISOString(),
      };
      if (log) console.info(formatForConsole(mail));
      if (outbox !== undefined) await appendToOutbox(outbox, mail);
    },
  };
}

function formatForConsole(mail: Mail): string {
  const lines = [`[mail] ${mail.type} → ${mail.to}: ${mail.subject}`];
  if (mail.url !== undefined) lines.push(`       ${mail.url}`);
  else if (mail.token !== undefined) lines.push(`       token: ${mail.token}`);
  return lines.join('\n');
}
