// The claim of due deliveries: each row to one claimer, through the adapter's
// claimMany and through the row-by-row fallback an adapter without it gets.
import { describe, expect, it } from 'vitest';
import type { DatabaseAdapter } from 'latchkey/db';
import type { AuthContext } from 'latchkey/plugins';
import { claimDeliveries } from './claim-deliveries.js';
import { createWebhooksAuth } from '@latchkey/test-utils/plugin-instances/webhooks';

/** The same adapter, less its optional claimMany: what a third-party adapter may be. */
function withoutClaimMany(db: DatabaseAdapter): DatabaseAdapter {
  return new Proxy(db, {
    get(target, key) {
      if (key === 'claimMany') return undefined;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function seedDue(ctx: AuthContext, count: number): Promise<void> {
  const past = new Date(Date.now() - 1000);
  for (let i = 0; i < count; i++) {
    await ctx.db.create({
      model: 'webhookDelivery',
      data: { id: `d${String(i).padStart(3, '0')}`, endpointId: 'e', eventId: `e${i}`, eventType: 'sign-out', payload: {}, state: 'pending', attempts: 0, nextAttemptAt: past, lockedUntil: past, createdAt: past },
    });
  }
}

describe('claimDeliveries', () => {
  for (const [name, adapt] of [['claimMany', (db: DatabaseAdapter) => db], ['row by row', withoutClaimMany]] as const) {
    it(`${name}: gives each due delivery to one of 6 simultaneous claimers, and a leased one to nobody`, async () => {
      const auth = createWebhooksAuth({ deliveryLoop: false });
      const ctx = await auth.$context;
      await seedDue(ctx, 20);
      const leased = { ...ctx, db: adapt(ctx.db) } as AuthContext;
      const now = new Date();
      const leaseUntil = new Date(now.getTime() + 60_000);
      const claims = await Promise.all(Array.from({ length: 6 }, (_, i) => claimDeliveries(leased, { now, leaseUntil, token: `t${i}`, limit: 5 })));
      const ids = claims.flat().map((row) => row.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const [i, rows] of claims.entries()) expect(rows.every((row) => row.claimToken === `t${i}`)).toBe(true);
      const rest = await claimDeliveries(leased, { now, leaseUntil, token: 'late', limit: 20 });
      expect(ids.length + rest.length).toBe(20);
      // Every row is leased now: nothing is due until the leases run out.
      expect(await claimDeliveries(leased, { now, leaseUntil, token: 'again', limit: 20 })).toEqual([]);
      const later = new Date(leaseUntil.getTime() + 1);
      expect(await claimDeliveries(leased, { now: later, leaseUntil: new Date(later.getTime() + 60_000), token: 'after', limit: 50 })).toHaveLength(20);
    });
  }
});
