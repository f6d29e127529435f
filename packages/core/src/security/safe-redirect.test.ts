import { describe, expect, it } from 'vitest';
import { AuthError } from '../error/auth-error.js';
import { assertSafeRedirect, isSafeRedirect, type RedirectCheck } from './safe-redirect.js';
import { createTrustedOrigins } from './trusted-origins.js';

const trusted = createTrustedOrigins({
  baseURL: 'https://app.example.com/api/auth',
  trustedOrigins: ['https://*.trusted.com', 'https://partner.io:8443', 'myapp://', 'http://localhost:3000'],
});

const table: Array<[string, unknown, RedirectCheck]> = [
  // Safe
  ['root path', '/', 'ok'],
  ['simple path', '/dashboard', 'ok'],
  ['path with query and fragment', '/dashboard?tab=1#top', 'ok'],
  ['encoded slash inside the query', '/a/b?next=%2Fsettings', 'ok'],
  ['percent-encoded non-ASCII path', '/caf%C3%A9', 'ok'],
  ['at-sign in a path', '/@evil.com', 'ok'],
  ['base origin', 'https://app.example.com/done', 'ok'],
  ['base origin, upper case host', 'https://APP.EXAMPLE.COM/done', 'ok'],
  ['base origin, explicit default port', 'https://app.example.com:443/done', 'ok'],
  ['wildcard subdomain', 'https://a.trusted.com/x', 'ok'],
  ['nested wildcard subdomain', 'https://a.b.trusted.com', 'ok'],
  ['trusted non-default port', 'https://partner.io:8443/cb', 'ok'],
  ['listed custom scheme', 'myapp://oauth/done?x=1', 'ok'],
  ['trusted local development origin', 'http://localhost:3000/cb', 'ok'],
  // Not strings
  ['number', 42, 'invalid-type'],
  ['null', null, 'invalid-type'],
  ['undefined', undefined, 'invalid-type'],
  ['boolean', true, 'invalid-type'],
  ['array', ['/dashboard'], 'invalid-type'],
  ['object', { href: '/dashboard' }, 'invalid-type'],
  ['URL instance', new URL('https://app.example.com'), 'invalid-type'],
  // Empty and oversized
  ['empty string', '', 'untrusted'],
  ['oversized path', `/${'a'.repeat(3000)}`, 'untrusted'],
  // Protocol-relative and backslash tricks
  ['protocol-relative', '//evil.com', 'untrusted'],
  ['triple slash', '///evil.com', 'untrusted'],
  ['slash backslash', '/\\evil.com', 'untrusted'],
  ['double backslash', '\\\\evil.com', 'untrusted'],
  ['backslash slash', '\\/evil.com', 'untrusted'],
  ['backslash deep in a path', '/a\\b', 'untrusted'],
  ['backslash before at-sign', 'https://evil.com\\@app.example.com', 'untrusted'],
  // Encoded slashes and backslashes
  ['encoded double slash', '/%2F%2Fevil.com', 'untrusted'],
  ['lower-case encoded double slash', '/%2f%2fevil.com', 'untrusted'],
  ['encoded backslash', '/%5Cevil.com', 'untrusted'],
  ['lower-case encoded backslash', '/%5cevil.com', 'untrusted'],
  ['encoded backslash in the query', '/ok?x=%5C', 'untrusted'],
  ['double-encoded slashes', '/%252F%252Fevil.com', 'untrusted'],
  // Control characters and whitespace
  ['tab after the slash', '/\t/evil.com', 'untrusted'],
  ['newline after the slash', '/\n/evil.com', 'untrusted'],
  ['leading CRLF', '\r\n//evil.com', 'untrusted'],
  ['leading space', ' /dashboard', 'untrusted'],
  ['NUL byte', '/\u0000evil', 'untrusted'],
  ['non-breaking space', '/\u00a0/evil.com', 'untrusted'],
  ['encoded tab', '/%09/evil.com', 'untrusted'],
  ['encoded CRLF header injection', '/%0d%0aSet-Cookie:x=1', 'untrusted'],
  ['Cyrillic homograph host', 'https://аpp.example.com/', 'untrusted'],
  // Dot segments
  ['dot-dot into a protocol-relative path', '/..//evil.com', 'untrusted'],
  ['encoded dot-dot', '/%2e%2e//evil.com', 'untrusted'],
  ['nested dot-dot', '/a/../..//evil.com', 'untrusted'],
  ['single dot segment', '/./evil', 'untrusted'],
  // Dangerous and unlisted schemes
  ['javascript', 'javascript:alert(1)', 'untrusted'],
  ['javascript, mixed case', 'JavaScript:alert(1)', 'untrusted'],
  ['javascript with slashes', 'javascript://app.example.com/%0Aalert(1)', 'untrusted'],
  ['data', 'data:text/html,<script>alert(1)</script>', 'untrusted'],
  ['vbscript', 'vbscript:msgbox(1)', 'untrusted'],
  ['file', 'file:///etc/passwd', 'untrusted'],
  ['ftp to a trusted host', 'ftp://app.example.com/', 'untrusted'],
  ['unlisted custom scheme', 'otherapp://callback', 'untrusted'],
  // Userinfo and fragment tricks
  ['trusted host as username', 'https://app.example.com@evil.com', 'untrusted'],
  ['trusted host as username and password', 'https://app.example.com:pass@evil.com', 'untrusted'],
  ['encoded slash in username', 'https://app.example.com%2F@evil.com', 'untrusted'],
  ['credentials on a trusted host', 'https://user@app.example.com/', 'untrusted'],
  ['trusted host in the fragment', 'https://evil.com#@app.example.com', 'untrusted'],
  ['trusted host in the query', 'https://evil.com?@app.example.com', 'untrusted'],
  // Host, scheme and port mismatches
  ['suffix match', 'https://app.example.com.evil.com', 'untrusted'],
  ['prefix match', 'https://evilapp.example.com', 'untrusted'],
  ['wildcard apex', 'https://trusted.com/', 'untrusted'],
  ['wildcard without a dot boundary', 'https://eviltrusted.com/', 'untrusted'],
  ['wildcard suffix match', 'https://a.trusted.com.evil.com/', 'untrusted'],
  ['other port on the base origin', 'https://app.example.com:8443/', 'untrusted'],
  ['http on an https origin', 'http://app.example.com/', 'untrusted'],
  ['default port where 8443 is trusted', 'https://partner.io/', 'untrusted'],
  ['other local port', 'http://localhost:3001/', 'untrusted'],
  // Not absolute, not rooted
  ['scheme without slashes', 'https:evil.com', 'untrusted'],
  ['scheme with one slash', 'https:/evil.com', 'untrusted'],
  ['bare host', 'evil.com', 'untrusted'],
  ['path-relative', 'dashboard', 'untrusted'],
  ['query only', '?next=x', 'untrusted'],
  ['fragment only', '#frag', 'untrusted'],
];

describe('isSafeRedirect', () => {
  it('covers at least 40 hostile inputs', () => {
    expect(table.filter(([, , expected]) => expected !== 'ok').length).toBeGreaterThanOrEqual(40);
  });

  it.each(table)('%s: %j → %s', (_label, value, expected) => {
    expect(isSafeRedirect(value, trusted)).toBe(expected);
  });
});

describe('assertSafeRedirect', () => {
  it('returns a safe value unchanged', () => {
    expect(assertSafeRedirect('/dashboard', trusted, 'callbackURL')).toBe('/dashboard');
  });

  it('throws 400 VALIDATION_ERROR naming the field for a non-string', () => {
    const error = catchError(() => assertSafeRedirect(42, trusted, 'redirectTo'));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', details: { field: 'redirectTo' } });
    expect(error.message).toContain('redirectTo');
  });

  it.each([
    ['callbackURL', 'INVALID_CALLBACK_URL'],
    ['redirectTo', 'INVALID_REDIRECT_URL'],
    ['errorCallbackURL', 'INVALID_ERROR_CALLBACK_URL'],
    ['newUserCallbackURL', 'INVALID_NEW_USER_CALLBACK_URL'],
  ] as const)('throws 403 for an untrusted %s', (field, code) => {
    const error = catchError(() => assertSafeRedirect('//evil.com', trusted, field));
    expect(error).toMatchObject({ status: 403, code });
  });
});

function catchError(run: () => unknown): AuthError {
  try {
    run();
  } catch (error) {
    if (error instanceof AuthError) return error;
    throw error;
  }
  throw new Error('expected an AuthError');
}
