import { describe, expect, it } from 'vitest';
import { withQuery } from './callback-redirect.js';

describe('withQuery', () => {
  it('keeps a relative path relative and adds to its query', () => {
    expect(withQuery('/sign-in?from=oauth#top', { error: 'signup_disabled' })).toBe('/sign-in?from=oauth&error=signup_disabled#top');
  });

  it('keeps an absolute URL absolute and encodes the values', () => {
    expect(withQuery('https://app.example.com/err', { error: "email_doesn't_match", error_description: 'a b&c' })).toBe(
      "https://app.example.com/err?error=email_doesn%27t_match&error_description=a+b%26c",
    );
  });

  it('leaves out undefined values', () => {
    expect(withQuery('/x', { error: 'no_code', error_description: undefined })).toBe('/x?error=no_code');
  });
});
