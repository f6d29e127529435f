import { describe, expect, it } from 'vitest';
import { describeEventDetail } from './describe-event-detail.js';

describe('describeEventDetail', () => {
  it('words a refusal without saying whether the account exists', () => {
    expect(describeEventDetail({ reason: 'invalid-credentials' })).toBe('wrong email or password');
  });

  it('says what ended a session and how many', () => {
    expect(describeEventDetail({ cause: 'password-change', scope: 'others' })).toBe('by a change of password, every other session');
  });

  it('says nothing of an empty or absent detail', () => {
    expect(describeEventDetail({})).toBeNull();
    expect(describeEventDetail(null)).toBeNull();
  });
});
