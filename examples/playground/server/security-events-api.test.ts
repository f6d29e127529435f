import { admin, adminAccess, adminRole, userRole } from '@latchkey/admin';
import { auditLog } from '@latchkey/audit-log';
import { signUp, type Jar } from '@latchkey/test-utils/account-kit';
import { startLoopbackServer } from '@latchkey/test-utils/loopback-server';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import { describe, expect, it } from 'vitest';
import type { PlaygroundAuth } from './create-playground-auth.js';
import { handleSecurityEvents, SECURITY_EVENTS_API } from './security-events-api.js';

// An app with roles of its own: `auditor` may list users (so read their events); `support` may only look one up.
const auditor = adminAccess.newRole({ user: ['list'], session: [] });
const support = adminAccess.newRole({ user: ['get'], session: [] });

function createCustomRolesAuth() {
  return createTestAuth({ plugins: [admin({ roles: { admin: adminRole, user: userRole, auditor, support } }), auditLog()] });
}

type CustomRolesAuth = ReturnType<typeof createCustomRolesAuth>;

async function userWithRole(auth: CustomRolesAuth, input: { email: string; role: string }): Promise<Jar> {
  const { jar, userId } = await signUp(auth, { email: input.email });
  const ctx = await auth.$context;
  await ctx.db.update({ model: 'user', where: [{ field: 'id', value: userId }], update: { role: input.role } });
  return jar;
}

async function readEvents(auth: CustomRolesAuth, jar: Jar): Promise<{ status: number; body: { code?: string; events?: unknown[] } }> {
  // The handler is typed for the playground's instance; this one has the two plugins it uses.
  const server = await startLoopbackServer((req, res) => void handleSecurityEvents(req, res, auth as unknown as PlaygroundAuth));
  try {
    const response = await fetch(`${server.origin}${SECURITY_EVENTS_API}`, { headers: { cookie: jar.header() } });
    return { status: response.status, body: (await response.json()) as { code?: string; events?: unknown[] } };
  } finally {
    await server.close();
  }
}

describe('the playground events API with custom admin roles', () => {
  it('lets a custom role that may list users read the events, and refuses one that may not', async () => {
    const auth = createCustomRolesAuth();
    const auditorJar = await userWithRole(auth, { email: 'auditor@example.com', role: 'auditor' });
    const supportJar = await userWithRole(auth, { email: 'support@example.com', role: 'support' });
    const plainJar = await userWithRole(auth, { email: 'plain@example.com', role: 'user' });

    const read = await readEvents(auth, auditorJar);
    expect(read.status).toBe(200);
    expect(read.body.events?.length).toBeGreaterThan(0);
    for (const jar of [supportJar, plainJar]) {
      expect(await readEvents(auth, jar)).toMatchObject({ status: 403, body: { code: 'YOU_ARE_NOT_ALLOWED_TO_LIST_SECURITY_EVENTS' } });
    }
  });
});
