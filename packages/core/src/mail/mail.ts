/**
 * One email Latchkey asks to send. `type` names the flow (`verification`,
 * `reset-password`, `change-email`, `delete-account`, or a plugin's own);
 * `url` and `token` are what the recipient acts on.
 */
export interface MailMessage {
  type: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  url?: string;
  token?: string;
}

/** A sent message as recorded in the development outbox, one JSON line each. */
export interface Mail {
  type: string;
  to: string;
  subject: string;
  text: string;
  url?: string;
  token?: string;
  /** ISO 8601 time of sending. */
  sentAt: string;
}

/** Anything that can deliver a {@link MailMessage}: the dev mailer, SMTP, an email API. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
