import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_ERROR_CODE_LENGTH, renderErrorPage } from './error-page.js';

const codeText = (html: string): string => /<code>([\s\S]*?)<\/code>/.exec(html)?.[1] ?? '';

describe('renderErrorPage', () => {
  it('renders the title, icon, message, code and return link', () => {
    const { html } = renderErrorPage({ code: 'state_mismatch', homeURL: 'https://app.example.com' });
    expect(html).toContain('<title>Authentication Error</title>');
    expect(html).toContain('<h1>Authentication Error</h1>');
    expect(html).toContain('<svg');
    expect(codeText(html)).toBe('state_mismatch');
    expect(html).toContain('<a href="https://app.example.com/">Return to Application</a>');
  });

  it.each([null, '', '   '])('shows Unknown for %j', (code) => {
    expect(codeText(renderErrorPage({ code, homeURL: '/' }).html)).toBe('Unknown');
  });

  it('escapes a script in the code', () => {
    const { html } = renderErrorPage({ code: '<script>alert("x")</script>', homeURL: '/' });
    expect(html).not.toContain('<script>');
    expect(codeText(html)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it("escapes quotes and ampersands, keeping codes like email_doesn't_match readable", () => {
    expect(codeText(renderErrorPage({ code: `email_doesn't_match&"`, homeURL: '/' }).html)).toBe(
      'email_doesn&#39;t_match&amp;&quot;',
    );
  });

  it('cuts long codes and drops control and bidi characters', () => {
    const long = codeText(renderErrorPage({ code: 'x'.repeat(5000), homeURL: '/' }).html);
    expect(long).toBe(`${'x'.repeat(MAX_ERROR_CODE_LENGTH)}…`);
    expect(codeText(renderErrorPage({ code: 'a\u202Eb\u0000c\nd', homeURL: '/' }).html)).toBe('abcd');
  });

  it.each([
    ['javascript:alert(1)', '/'],
    ['//evil.com', '/'],
    ['/\\evil.com', '/'],
    ['not a url', '/'],
    ['/home', '/home'],
    ['https://app.example.com/"><script>', 'https://app.example.com/%22%3E%3Cscript%3E'],
  ])('links home safely for %j', (homeURL, href) => {
    expect(renderErrorPage({ code: null, homeURL }).html).toContain(`<a href="${href}">`);
  });

  it('sends restrictive headers, with a CSP hash matching the inline style', () => {
    const { html, headers } = renderErrorPage({ code: null, homeURL: '/' });
    expect(headers['Content-Type']).toBe('text/html; charset=utf-8');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(headers['Cache-Control']).toBe('no-store');
    const csp = headers['Content-Security-Policy'] ?? '';
    for (const directive of ["default-src 'none'", 'img-src data:', "frame-ancestors 'none'", "base-uri 'none'", "form-action 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('script-src');
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(html).not.toMatch(/\sstyle="/);
  });
});

