import type { MailboxMail } from '../lib/use-mailbox.js';
import { formatDateTime } from '../lib/format.js';
import { LinkifiedText } from './linkified-text.js';

const ACTIONS: Record<string, string> = {
  verification: 'Verify email',
  'reset-password': 'Choose a new password',
  'change-email': 'Approve the change',
};

/** One mail of the outbox: who, what, when, and its link as a button. */
export function MailCard({ mail }: { mail: MailboxMail }) {
  return (
    <article className="mail" aria-label={mail.subject}>
      <header className="mail-header">
        <h2 className="mail-subject">{mail.subject}</h2>
        <span className="badge">{mail.type}</span>
      </header>
      <p className="mail-meta">
        To <strong>{mail.to}</strong> · <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt)}</time>
      </p>
      <LinkifiedText text={mail.text} />
      {mail.url && (
        <a className="button button-primary" href={mail.url}>
          {ACTIONS[mail.type] ?? 'Open link'}
        </a>
      )}
    </article>
  );
}
