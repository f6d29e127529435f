import { describe, expect, it } from 'vitest';
import { describeEventType, KNOWN_EVENT_TYPES } from './describe-event-type.js';

describe('describeEventType', () => {
  it('words the types an account shows most', () => {
    expect(describeEventType('sign-in.succeeded')).toBe('Signed in');
    expect(describeEventType('admin.impersonation-started')).toBe('An administrator accessed the account');
  });

  it('reads any other type from its name', () => {
    expect(describeEventType('organization.team-created')).toBe('Organization: team created');
    expect(describeEventType('webhook-endpoint.secret-rotated')).toBe('Webhook endpoint: secret rotated');
    expect(describeEventType('sign-out')).toBe('Signed out');
    expect(describeEventType('custom')).toBe('Custom');
  });

  it('offers every worded type to the filter, once', () => {
    expect(KNOWN_EVENT_TYPES).toContain('password.changed');
    expect(new Set(KNOWN_EVENT_TYPES).size).toBe(KNOWN_EVENT_TYPES.length);
  });
});
