import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../utils/escape-html.js';
import {
  changeEmailConfirmation,
  deleteAccountConfirmation,
  passwordResetEmail,
  verificationEmail,
} from './templates.js';

const url = 'https://app.example.com/api/auth/verify-email?token=abc&callbackURL=%2F';

describe('mail templates', () => {
  it.each([
    ['verification', verificationEmail({ url })],
    ['reset', passwordResetEmail({ url })],
    ['change-email', changeEmailConfirmation({ url, newEmail: 'new@example.com' })],
    ['delete', deleteAccountConfirmation({ url })],
  ])('%s has a subject, the link in text and an escaped link in html', (_, content) => {
    expect(content.subject.length).toBeGreaterThan(0);
    expect(content.text).toContain(url);
    expect(content.html).toContain(`href="${escapeHtml(url)}"`);
  });

  it('escapes user data in HTML', () => {
    const evil = '<script>alert("x")</script>';
    const content = changeEmailConfirmation({ url, name: evil, newEmail: `"><img src=x onerror=alert(1)>@x.io` });
    expect(content.html).not.toContain('<script>');
    expect(content.html).not.toContain('<img');
    expect(content.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(content.text).toContain(evil);
  });

  it('does not make non-web URLs clickable', () => {
    const content = verificationEmail({ url: 'javascript:alert(1)' });
    expect(content.html).not.toContain('href=');
  });

  it('uses the app name and greeting', () => {
    const content = passwordResetEmail({ url, name: 'Ada', appName: 'Acme' });
    expect(content.subject).toBe('Reset your Acme password');
    expect(content.text.startsWith('Hello Ada,')).toBe(true);
  });
});
