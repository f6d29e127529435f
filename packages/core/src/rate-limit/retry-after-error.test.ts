import { describe, expect, it } from 'vitest';
import { retryAfterError } from './retry-after-error.js';

describe('retryAfterError', () => {
  it.each([
    [42.3, '43'],
    [60, '60'],
    [0.2, '1'],
    [0, '1'],
    [-5, '1'],
  ])('answers %s seconds as %s in both headers', (seconds, header) => {
    const error = retryAfterError('TOO_MANY_FAILED_ATTEMPTS', seconds);
    expect(error).toMatchObject({ status: 429, code: 'TOO_MANY_FAILED_ATTEMPTS' });
    expect(error.headers.get('retry-after')).toBe(header);
    expect(error.headers.get('x-retry-after')).toBe(header);
  });
});
