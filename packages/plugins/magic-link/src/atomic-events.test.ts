// A user made by a magic link commits with its `user.signed-up`: a failure
// right after the event is written leaves no user (this file also runs on
// Postgres and MySQL).
import { describe, expect, it } from 'vitest';
import { failingEventStore } from '@latchkey/test-utils/failing-event-store';
import { cookieJar, createMagicLinkAuth, hasSession, requestLink, useLink, userByEmail } from '@latchkey/test-utils/plugin-instances/magic-link';

describe('a magic-link sign-up and its event commit together', () => {
  it('a failure after user.signed-up is written leaves no user and no session; the next link signs up', async () => {
    const store = failingEventStore();
    const auth = createMagicLinkAuth({ plugins: [store.plugin] });
    store.failAfter('user.signed-up');
    const jar = cookieJar();
    expect((await useLink(auth, (await requestLink(auth, { email: 'new@example.com' }))!, jar)).status).toBe(500);
    expect(await userByEmail(auth, 'new@example.com')).toBeNull();
    expect(await hasSession(auth, jar)).toBe(false);
    expect(await store.types(auth)).not.toContain('user.signed-up');
    store.failAfter(null);
    expect((await useLink(auth, (await requestLink(auth, { email: 'new@example.com' }))!, jar)).status).toBe(200);
    expect(await userByEmail(auth, 'new@example.com')).toMatchObject({ emailVerified: true });
    expect((await store.types(auth)).filter((type) => type === 'user.signed-up' || type === 'sign-in.succeeded')).toEqual(['user.signed-up', 'sign-in.succeeded']);
  });
});
