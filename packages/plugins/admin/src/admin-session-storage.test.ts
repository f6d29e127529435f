// The admin plugin with sessions kept only in secondary storage: every path that ends, lists or changes
// sessions must work without the session table, on the memory store and on the local Redis.
import { afterAll, describe, expect, it } from 'vitest';
import { memoryKeyValueStore, redisKeyValueStore, type KeyValueStore } from 'latchkey';
import { connectTestRedis, testRedisPrefix } from '@latchkey/test-utils/redis';
import { createAdminAuth, send, sessionCount, sessionOf, signIn, signInAdmin, signUp } from '@latchkey/test-utils/plugin-instances/admin';

type Listed = { sessions: { id: string; token: string; userId: string }[] };

const redis = await connectTestRedis('the admin plugin with sessions in Redis');
const prefixes: ReturnType<typeof testRedisPrefix>[] = [];
afterAll(async () => {
  for (const prefix of prefixes) await prefix.clear();
  await redis?.quit();
});

const stores: [string, () => KeyValueStore, boolean][] = [
  ['memory store', () => memoryKeyValueStore(), true],
  [
    'Redis',
    () => {
      const prefix = testRedisPrefix(redis!);
      prefixes.push(prefix);
      return redisKeyValueStore(redis!, { prefix: prefix.prefix });
    },
    redis !== null,
  ],
];

for (const [name, makeStore, available] of stores) {
  describe.skipIf(!available)(`admin with sessions only in secondary storage (${name})`, () => {
    const setup = () =>
      createAdminAuth({ auth: { secondaryStorage: makeStore(), session: { storage: 'secondary', storeInDatabase: false } } });

    it('lists a user\'s sessions and revokes one, then all, with no session row anywhere', async () => {
      const auth = setup();
      const root = await signInAdmin(auth);
      const eve = await signUp(auth, { email: 'eve@example.com' });
      const laptop = await signIn(auth, { email: 'eve@example.com' });
      expect(await sessionCount(auth, eve.userId)).toBe(0);
      const listed = (await (await send(auth, root.jar, '/admin/list-user-sessions', { body: { userId: eve.userId } })).json()) as Listed;
      expect(listed.sessions).toHaveLength(2);
      const laptopId = (await sessionOf(auth, laptop))!.session.id;
      const laptopHash = listed.sessions.find((session) => session.id === laptopId)!.token;
      await send(auth, root.jar, '/admin/revoke-user-session', { body: { sessionToken: laptopHash } });
      expect(await sessionOf(auth, laptop)).toBeNull();
      expect(await sessionOf(auth, eve.jar)).not.toBeNull();
      await send(auth, root.jar, '/admin/revoke-user-sessions', { body: { userId: eve.userId } });
      expect(await sessionOf(auth, eve.jar)).toBeNull();
    });

    it('a ban ends every session at once, and a role change shows in the stored user', async () => {
      const auth = setup();
      const root = await signInAdmin(auth);
      const eve = await signUp(auth, { email: 'eve@example.com' });
      const mallory = await signUp(auth, { email: 'mallory@example.com' });
      await send(auth, root.jar, '/admin/set-role', { body: { userId: eve.userId, role: 'admin' } });
      expect((await sessionOf(auth, eve.jar))!.user.role).toBe('admin');
      expect((await send(auth, root.jar, '/admin/ban-user', { body: { userId: mallory.userId } })).status).toBe(200);
      expect(await sessionOf(auth, mallory.jar)).toBeNull();
    });

    it('impersonation starts and stops, ending the impersonation session', async () => {
      const auth = setup();
      const root = await signInAdmin(auth);
      const eve = await signUp(auth, { email: 'eve@example.com' });
      expect((await send(auth, root.jar, '/admin/impersonate-user', { body: { userId: eve.userId } })).status).toBe(200);
      const impersonating = await sessionOf(auth, root.jar);
      expect(impersonating!.user.id).toBe(eve.userId);
      expect((await send(auth, root.jar, '/admin/stop-impersonating', { body: {} })).status).toBe(200);
      expect((await sessionOf(auth, root.jar))!.user.id).toBe(root.userId);
      const listed = (await (await send(auth, root.jar, '/admin/list-user-sessions', { body: { userId: eve.userId } })).json()) as Listed;
      expect(listed.sessions.map((session) => session.id)).not.toContain(impersonating!.session.id);
    });
  });
}
