// An anonymous user commits with its `user.signed-up`: a failure right after
// the event is written leaves no user (this file also runs on Postgres and MySQL).
import { describe, expect, it } from 'vitest';
import { failingEventStore } from '@latchkey/test-utils/failing-event-store';
import { cookieJar, createAnonymousAuth, send, signInAnonymously } from '@latchkey/test-utils/plugin-instances/anonymous';

describe('an anonymous sign-in and its event commit together', () => {
  it('a failure after user.signed-up is written leaves no user and no session; the next sign-in works', async () => {
    const store = failingEventStore();
    const auth = createAnonymousAuth({ plugins: [store.plugin] });
    const count = async (model: string): Promise<number> => (await auth.$context).db.count({ model });
    store.failAfter('user.signed-up');
    const failed = await send(auth, cookieJar(), '/sign-in/anonymous', { method: 'POST' });
    expect(failed.status).toBe(500);
    expect(failed.headers.getSetCookie()).toEqual([]);
    expect([await count('user'), await count('session')]).toEqual([0, 0]);
    expect(await store.types(auth)).toEqual([]);
    store.failAfter(null);
    await signInAnonymously(auth);
    expect([await count('user'), await count('session')]).toEqual([1, 1]);
    expect(await store.types(auth)).toEqual(['user.signed-up', 'sign-in.succeeded']);
  });
});
