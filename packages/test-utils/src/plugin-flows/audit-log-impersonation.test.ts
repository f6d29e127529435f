// The audit log with the admin plugin: an administrator's impersonation stays
// visible in the impersonated user's own security activity.
import { describe, expect, it } from 'vitest';
import { admin } from '@latchkey/admin';
import { auditLog } from '@latchkey/audit-log';
import type { SecurityEventPage } from '@latchkey/audit-log';
import { PASSWORD, send, signIn, signUp } from '../account-kit.js';
import { createTestAuth } from '../test-instance.js';

describe('audit log and impersonation', () => {
  it('the user sees that an administrator accessed the account, when, and what they did', async () => {
    const auth = createTestAuth({ plugins: [admin(), auditLog()] });
    await auth.api.createUser({ body: { email: 'root@example.com', password: PASSWORD, name: 'Root', role: 'admin' } });
    const root = await signIn(auth, { email: 'root@example.com' });
    const rootId = ((await (await send(auth, root, '/get-session')).json()) as { user: { id: string } }).user.id;
    const ada = await signUp(auth, { email: 'ada@example.com' });
    await send(auth, root, '/admin/impersonate-user', { body: { userId: ada.userId } });
    await send(auth, root, '/revoke-other-sessions', { method: 'POST' });
    await send(auth, root, '/admin/stop-impersonating', { method: 'POST' });

    const page = (await (await send(auth, await signIn(auth, { email: 'ada@example.com' }), '/security-activity')).json()) as SecurityEventPage;
    const byAdmin = page.events.filter((e) => e.actor.type === 'admin').map((e) => e.type).reverse();
    // The impersonation's own sign-in is the administrator's too, not the user's.
    expect(byAdmin).toEqual(['sign-in.succeeded', 'admin.impersonation-started', 'session.revoked', 'admin.impersonation-stopped']);
    expect(page.events.filter((e) => e.actor.type === 'admin').every((e) => e.actor.id === rootId)).toBe(true);
    expect(page.events.find((e) => e.type === 'admin.impersonation-started')!.time).toEqual(expect.any(String));
  });
});
