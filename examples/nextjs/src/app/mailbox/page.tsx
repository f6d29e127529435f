import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { readOutbox } from 'latchkey/mail';
import { OUTBOX } from '../../lib/auth';

/**
 * The development mailbox: every mail the dev mailer wrote, newest first, with
 * its link. It shows what a real mailbox would receive, so it is served only in
 * development or when EXAMPLE_DEV_MAILBOX=1 (`npm start` sets it).
 */
export default async function MailboxPage() {
  await connection();
  if (process.env.NODE_ENV === 'production' && process.env.EXAMPLE_DEV_MAILBOX !== '1') notFound();
  const mails = (await readOutbox(OUTBOX)).reverse();
  return (
    <main>
      <h1>Mailbox</h1>
      {mails.length === 0 && <p>No mail yet.</p>}
      <ul>
        {mails.map((mail) => (
          <li key={`${mail.sentAt}-${mail.to}-${mail.type}`}>
            <strong>{mail.subject}</strong> to {mail.to}
            {mail.url && (
              <>
                {' '}
                <a href={mail.url}>Open the link</a>
              </>
            )}
          </li>
        ))}
      </ul>
    </main>
  );
}
