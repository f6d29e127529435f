import { describe, expect, it } from 'vitest';
import { describeEventMethod } from './describe-event-method.js';

describe('describeEventMethod', () => {
  it('words a sign-in method, and passes an unknown one through', () => {
    expect(describeEventMethod('magic-link')).toBe('with an emailed link');
    expect(describeEventMethod('smart-card')).toBe('with smart-card');
    expect(describeEventMethod(null)).toBeNull();
  });
});
