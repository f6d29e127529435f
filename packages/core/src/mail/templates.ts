import { escapeHtml } from '../utils/escape-html.js';

/** What a template produces; spread it into a {@link MailMessage} with `type`, `to` and `url`. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface TemplateInput {
  /** The link the recipient follows. */
  url: string;
  /** The recipient's name, for the greeting. */
  name?: string;
  /** Product name shown in subject and body. Default 'Latchkey'. */
  appName?: string;
}

/**
 * Email-verification mail.
 *
 * @example
 * const content = verificationEmail({ url, name: user.name });
 * await mailer.send({ type: 'verification', to: user.email, url, token, ...content });
 */
export function verificationEmail(input: TemplateInput): MailContent {
  return render(input, {
    subject: `Verify your email for ${appNameOf(input)}`,
    body: ['Confirm this address to finish setting up your account.'],
    action: 'Verify email',
    footer: 'If you did not create an account, ignore this email.',
  });
}

/**
 * Password-reset mail.
 *
 * @example
 * const content = passwordResetEmail({ url, name: user.name });
 */
export function passwordResetEmail(input: TemplateInput): MailContent {
  return render(input, {
    subject: `Reset your ${appNameOf(input)} password`,
    body: ['Someone asked to reset the password of your account. The link works once, for one hour.'],
    action: 'Choose a new password',
    footer: 'If this was not you, ignore this email; your password stays the same.',
  });
}

/**
 * Mail asking the current address to approve a change of email.
 *
 * @example
 * const content = changeEmailConfirmation({ url, newEmail: 'new@example.com' });
 */
export function changeEmailConfirmation(input: TemplateInput & { newEmail: string }): MailContent {
  return render(input, {
    subject: `Confirm your new email for ${appNameOf(input)}`,
    body: [`Someone asked to change the email of your account to ${input.newEmail}.`],
    action: 'Approve the change',
    footer: 'If this was not you, ignore this email and change your password.',
  });
}

/**
 * Mail confirming the deletion of an account.
 *
 * @example
 * const content = deleteAccountConfirmation({ url, name: user.name });
 */
export function deleteAccountConfirmation(input: TemplateInput): MailContent {
  return render(input, {
    subject: `Confirm deleting your ${appNameOf(input)} account`,
    body: ['Someone asked to delete your account. This cannot be undone. The link works for 24 hours.'],
    action: 'Delete my account',
    footer: 'If this was not you, ignore this email; your account stays as it is.',
  });
}

interface Layout {
  subject: string;
  body: string[];
  action: string;
  footer: string;
}

function appNameOf(input: TemplateInput): string {
  return input.appName ?? 'Latchkey';
}

function render(input: TemplateInput, layout: Layout): MailContent {
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  const text = [greeting, '', ...layout.body, '', `${layout.action}: ${input.url}`, '', layout.footer].join('\n');
  const href = safeHref(input.url);
  const button = href
    ? `<p><a href="${escapeHtml(href)}">${escapeHtml(layout.action)}</a></p>`
    : `<p>${escapeHtml(layout.action)}: ${escapeHtml(input.url)}</p>`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...layout.body.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    button,
    `<p><small>${escapeHtml(layout.footer)}</small></p>`,
  ].join('\n');
  return { subject: layout.subject, text, html };
}

// Only web links become clickable: a `javascript:` URL in a link is script.
function safeHref(url: string): string | null {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
