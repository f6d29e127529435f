import { describe, expect, it, vi } from 'vitest';
import { definePlugin } from 'latchkey/plugins';
import { createTestAuth, request } from '@latchkey/test-utils/test-instance';

describe('cleanup', () => {
  it('deletes expired sessions and tokens on demand, and is not reachable over HTTP', async () => {
    const auth = createTestAuth({});
    const ctx = await auth.$context;
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 60_000);
    await ctx.db.create({ model: 'user', data: { id: 'u1', name: 'U', email: 'u@example.com', emailVerified: false, createdAt: past, updatedAt: past } });
    for (const [id, expiresAt] of [['s1', past], ['s2', future]] as const) {
      await ctx.db.create({ model: 'session', data: { id, token: id, userId: 'u1', expiresAt, createdAt: past, updatedAt: past } });
    }
    await ctx.db.create({ model: 'verification', data: { id: 'v1', identifier: 'x', value: 'y', expiresAt: past, createdAt: past, updatedAt: past } });
    expect(await auth.api.cleanup()).toMatchObject({ sessions: 1, verifications: 1 });
    expect((await ctx.db.findMany<{ id: string }>({ model: 'session' })).map((s) => s.id)).toEqual(['s2']);
    expect((await auth.handler(request('/cleanup', { body: {} }))).status).toBe(404);
  });

  it('runs each plugin cleanup after the core one and counts it under the plugin id', async () => {
    const seen: Date[] = [];
    const sweeper = definePlugin({ id: 'sweeper', cleanup: async (_ctx, { now }) => (seen.push(now), { crumbs: 3 }) });
    const auth = createTestAuth({ plugins: [sweeper] });
    expect(await auth.api.cleanup()).toMatchObject({ sessions: 0, plugins: { sweeper: { crumbs: 3 } } });
    expect(seen).toHaveLength(1);
  });

  it('runs plugin cleanups on the cleanup interval too', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      let runs = 0;
      const sweeper = definePlugin({ id: 'sweeper', cleanup: async () => (runs++, {}) });
      const auth = createTestAuth({ plugins: [sweeper], cleanup: { intervalSeconds: 60 } });
      await auth.$context;
      expect(runs).toBe(0);
      vi.advanceTimersByTime(60_000);
      // The run goes to the database first (slower on a server database): wait in real time, up to 10 s.
      for (let wait = 0; wait < 200 && runs === 0; wait++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(runs).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an interval shorter than a minute when the options are read', () => {
    expect(() => createTestAuth({ cleanup: { intervalSeconds: 5 } })).toThrow(/intervalSeconds/);
  });
});
