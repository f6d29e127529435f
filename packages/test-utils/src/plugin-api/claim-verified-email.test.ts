// claimVerifiedEmail through latchkey/plugins alone: the user of an address a
// sign-in just proved, created or reclaimed from an unproven sign-up.
import { describe, expect, it } from 'vitest';
import { claimVerifiedEmail, findCredentialAccount } from 'latchkey/plugins';
import { hasSession, signUp } from '../account-kit.js';
import { createTestAuth } from '../test-instance.js';

describe('claimVerifiedEmail', () => {
  it('creates a verified user when sign-up is allowed, and nothing when it is not', async () => {
    const auth = createTestAuth({});
    const ctx = await auth.$context;
    expect(await claimVerifiedEmail(ctx, { email: 'eve@example.com', signUp: false })).toBeNull();
    expect(await ctx.db.count({ model: 'user' })).toBe(0);
    const claimed = await claimVerifiedEmail(ctx, { email: 'ada@example.com', signUp: true, profile: { name: 'Ada' } });
    expect(claimed).toMatchObject({ created: true, reclaimed: false, user: { email: 'ada@example.com', name: 'Ada', emailVerified: true } });
    expect(await claimVerifiedEmail(ctx, { email: 'ada@example.com', signUp: true })).toMatchObject({ created: false, user: { id: claimed!.user.id } });
  });

  it('pre-account takeover: an unverified account loses its unproven password and sessions, a verified one keeps them', async () => {
    const auth = createTestAuth({});
    const ctx = await auth.$context;
    const squatter = await signUp(auth, { email: 'victim@example.com' });
    const claimed = await claimVerifiedEmail(ctx, { email: 'victim@example.com', signUp: true });
    expect(claimed).toMatchObject({ created: false, reclaimed: true, user: { id: squatter.userId, emailVerified: true } });
    expect(await findCredentialAccount(ctx, squatter.userId)).toBeNull();
    expect(await hasSession(auth, squatter.jar)).toBe(false);

    const owner = await signUp(auth, { email: 'owner@example.com' });
    await ctx.db.update({ model: 'user', where: [{ field: 'id', value: owner.userId }], update: { emailVerified: true } });
    expect(await claimVerifiedEmail(ctx, { email: 'owner@example.com', signUp: true })).toMatchObject({ reclaimed: false });
    expect(await findCredentialAccount(ctx, owner.userId)).not.toBeNull();
    expect(await hasSession(auth, owner.jar)).toBe(true);
  });

  it('of parallel claims of a new address, all get the one user', async () => {
    const auth = createTestAuth({});
    const ctx = await auth.$context;
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimVerifiedEmail(ctx, { email: 'ada@example.com', signUp: true })));
    expect(new Set(claims.map((c) => c!.user.id)).size).toBe(1);
    expect(await ctx.db.count({ model: 'user' })).toBe(1);
  });
});
