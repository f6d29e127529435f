import { Alert } from '../components/alert.js';
import { Loading } from '../components/loading.js';
import { MailCard } from '../components/mail-card.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { useMailbox } from '../lib/use-mailbox.js';

/** The development outbox: every mail the server "sent", with its link ready to click. */
export function MailboxPage() {
  useDocumentTitle('Mailbox');
  const { mails, outbox, error, refresh } = useMailbox();
  return (
    <section className="page" aria-labelledby="page-title">
      <header className="page-header">
        <div>
          <h1 id="page-title">Development mailbox</h1>
          <p className="lead">
            Mails the playground would send, read from {outbox ? <code>{outbox}</code> : 'the outbox file'}. Nothing leaves this machine.
          </p>
        </div>
        <button type="button" className="button button-secondary" onClick={() => void refresh()}>
          Refresh
        </button>
      </header>
      <Alert tone="error">{error}</Alert>
      {mails === null && !error && <Loading label="Reading the outbox…" />}
      {mails?.length === 0 && (
        <div className="empty">
          <p>No mail yet. Sign up or ask for a password reset, and the mail appears here within a few seconds.</p>
        </div>
      )}
      <div className="mail-list">
        {mails?.map((mail, index) => <MailCard key={`${mail.sentAt}-${index}`} mail={mail} />)}
      </div>
    </section>
  );
}
