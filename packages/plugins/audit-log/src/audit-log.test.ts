// The audit log on every database: events stored with their change, the user's
// own activity a page at a time, the admin query's filters, and retention.
import { describe, expect, it } from 'vitest';
import { AuthError, CORE_ERROR_CODES, definePlugin, type AuthContext } from 'latchkey/plugins';
import { errorOf, PASSWORD, send, signIn, signUp } from '@latchkey/test-utils/account-kit';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import { auditLog } from './audit-log.js';
import type { AuditLogOptions } from './audit-log-options.js';
import type { SecurityEventPage } from './query-events.js';

const createAuditAuth = (options: AuditLogOptions = {}) => createTestAuth({ plugins: [auditLog(options)] });

/** The stored event types of a user, oldest first, read from the table. */
async function storedTypes(auth: { $context: Promise<AuthContext> }, userId: string): Promise<string[]> {
  const ctx = await auth.$context;
  const where = [{ field: 'userId', value: userId }];
  const rows = await ctx.db.findMany<{ type: string }>({ model: 'securityEvent', where, sortBy: { field: 'id', direction: 'asc' } });
  return rows.map((row) => row.type);
}

/** Fails every session created by a password change: the change's transaction then rolls back after its event was written. */
const failingReissue = definePlugin({
  id: 'failing-reissue',
  session: {
    beforeCreate: (_ctx, { method }) => {
      if (method === 'change-password') throw AuthError.of(CORE_ERROR_CODES, 'FAILED_TO_CREATE_SESSION');
    },
  },
});

describe('audit log', () => {
  it('stores each event with its change; a change that rolls back after its event was written leaves no event', async () => {
    const auth = createTestAuth({ plugins: [auditLog(), failingReissue] });
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    expect(await storedTypes(auth, userId)).toEqual(['user.signed-up', 'sign-in.succeeded']);

    const body = { currentPassword: PASSWORD, newPassword: 'another horse battery', revokeOtherSessions: true };
    expect((await send(auth, jar, '/change-password', { body })).status).toBe(500);
    // The password change, its event and the revocation's event were written, then all rolled back.
    expect(await storedTypes(auth, userId)).toEqual(['user.signed-up', 'sign-in.succeeded']);
    await signIn(auth, { email: 'ada@example.com' });

    expect((await send(auth, jar, '/change-password', { body: { ...body, revokeOtherSessions: false } })).status).toBe(200);
    expect(await storedTypes(auth, userId)).toEqual(['user.signed-up', 'sign-in.succeeded', 'sign-in.succeeded', 'password.changed']);
  });

  it('GET /security-activity: the user\'s own events, newest first, a page at a time, none twice', async () => {
    const auth = createAuditAuth();
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    await signUp(auth, { email: 'bob@example.com' });
    for (let i = 0; i < 4; i++) await signIn(auth, { email: 'ada@example.com' });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const response = await send(auth, jar, `/security-activity${query}`);
      expect(response.status).toBe(200);
      const page = (await response.json()) as SecurityEventPage;
      expect(page.events.length).toBeLessThanOrEqual(2);
      expect(page.events.every((e) => e.userId === userId)).toBe(true);
      seen.push(...page.events.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    expect([...seen].sort().reverse()).toEqual(seen);
    expect((await errorOf(await send(auth, null, '/security-activity'))).status).toBe(401);
  });

  it('the admin query filters by user, type, actor, IP and time range, and is not reachable over HTTP', async () => {
    const auth = createTestAuth({ plugins: [auditLog()], advanced: { ipAddress: { trustedHeaders: ['x-forwarded-for'] } } });
    const ada = await signUp(auth, { email: 'ada@example.com' });
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    await pause();
    const start = new Date();
    await pause();
    await send(auth, null, '/sign-in/email', { body: { email: 'ada@example.com', password: 'wrong password here' }, headers: { 'x-forwarded-for': '198.51.100.4' } });
    await signIn(auth, { email: 'ada@example.com' });
    const byType = await auth.api.listSecurityEvents({ query: { type: 'sign-in.failed' } });
    expect(byType.events).toMatchObject([{ userId: ada.userId, ip: '198.51.100.4', detail: { reason: 'invalid-credentials' } }]);
    expect((await auth.api.listSecurityEvents({ query: { ip: '198.51.100.4' } })).events).toHaveLength(1);
    expect((await auth.api.listSecurityEvents({ query: { actorId: ada.userId } })).events).toHaveLength(4);
    const since = await auth.api.listSecurityEvents({ query: { from: start } });
    expect(since.events.map((e) => e.type)).toEqual(['sign-in.succeeded', 'sign-in.failed']);
    const until = await auth.api.listSecurityEvents({ query: { to: start } });
    expect(until.events.map((e) => e.type)).toEqual(['sign-in.succeeded', 'user.signed-up']);
    const paged = await auth.api.listSecurityEvents({ query: { userId: ada.userId, limit: 3 } });
    const rest = await auth.api.listSecurityEvents({ query: { userId: ada.userId, limit: 3, cursor: paged.nextCursor! } });
    expect([...paged.events, ...rest.events]).toHaveLength(4);
    expect(rest.nextCursor).toBeNull();
    expect((await send(auth, ada.jar, '/security-events')).status).toBe(404);
  });

  it('retention: cleanup removes events older than retentionDays and keeps the rest', async () => {
    const auth = createAuditAuth({ retentionDays: 30 });
    const { userId } = await signUp(auth, { email: 'ada@example.com' });
    const ctx = await auth.$context;
    const old = new Date(Date.now() - 40 * 86_400_000);
    const oldId = old.getTime().toString(36).padStart(9, '0') + 'old-event';
    await ctx.db.create({
      model: 'securityEvent',
      data: { id: oldId, type: 'sign-in.succeeded', time: old, actorType: 'user', actorId: userId, userId, detail: {} },
    });
    expect(await ctx.db.count({ model: 'securityEvent' })).toBe(3);
    const result = await auth.api.cleanup();
    expect(result.plugins).toMatchObject({ 'audit-log': { securityEvents: 1 } });
    expect(await storedTypes(auth, userId)).toEqual(['user.signed-up', 'sign-in.succeeded']);
  });

  it('refuses a retention that is not a positive number of days', () => {
    expect(() => auditLog({ retentionDays: 0 })).toThrow('retentionDays');
  });
});
