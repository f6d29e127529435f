import { useCallback, useEffect, useState } from 'react';

export interface MailboxMail {
  type: string;
  to: string;
  subject: string;
  text: string;
  url?: string;
  sentAt: string;
}

interface MailboxState {
  mails: MailboxMail[] | null;
  outbox: string | null;
  error: string | null;
  refresh(): Promise<void>;
}

const POLL_MS = 2000;

/** The development outbox, newest first, re-read every 2 s while the tab is visible. */
export function useMailbox(): MailboxState {
  const [mails, setMails] = useState<MailboxMail[] | null>(null);
  const [outbox, setOutbox] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    try {
      const response = await fetch('/api/playground/mailbox', { cache: 'no-store' });
      const body = (await response.json()) as { mails?: MailboxMail[]; outbox?: string; message?: string };
      if (!response.ok) throw new Error(body.message ?? response.statusText);
      setMails(body.mails ?? []);
      setOutbox(body.outbox ?? null);
      setError(null);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The mailbox could not be read.');
    }
  }, []);
  useEffect(() => {
    void refresh();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);
  return { mails, outbox, error, refresh };
}
