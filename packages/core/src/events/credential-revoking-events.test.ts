import { describe, expect, expectTypeOf, it } from 'vitest';
import { CREDENTIAL_REVOKING_EVENTS } from './credential-revoking-events.js';

describe('CREDENTIAL_REVOKING_EVENTS', () => {
  it('names exactly the password changes, the ban and the deletions', () => {
    // Written out, not derived: dropping one (or adding one) must be a visible change here.
    expect([...CREDENTIAL_REVOKING_EVENTS].sort()).toEqual([
      'account.deleted',
      'admin.password-set',
      'admin.user-banned',
      'admin.user-removed',
      'password.changed',
      'password.reset-completed',
    ]);
  });

  it('leaves out what grants nothing to anyone else: a first password, a sign-out, an unban', () => {
    for (const type of ['password.set', 'sign-out', 'session.revoked', 'admin.user-unbanned', 'admin.role-set']) {
      expect(CREDENTIAL_REVOKING_EVENTS.has(type)).toBe(false);
    }
  });

  it('is read-only to its users: a plugin extends a copy, never the shared set', () => {
    expectTypeOf(CREDENTIAL_REVOKING_EVENTS).toEqualTypeOf<ReadonlySet<string>>();
  });
});
