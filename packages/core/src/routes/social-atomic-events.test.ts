// An account made by a social or ID-token sign-in commits with its
// `user.signed-up`: a failure right after the event is written leaves no user
// and no provider account (this file also runs on Postgres and MySQL).
import { describe, expect, it } from 'vitest';
import { failingEventStore } from '@latchkey/test-utils/failing-event-store';
import {
  createSocialAuth,
  errorOf,
  PROVIDER_ID,
  request,
  signInThroughProvider,
  useTestProvider,
  type SocialAuth,
} from '@latchkey/test-utils/social-routes-instance';

const op = useTestProvider();

function setup() {
  const store = failingEventStore();
  const auth = createSocialAuth(op(), { plugins: [store.plugin] });
  return { auth, store, types: () => store.types(auth) };
}

async function rows(auth: SocialAuth): Promise<{ users: number; accounts: number; sessions: number }> {
  const ctx = await auth.$context;
  const [users, accounts, sessions] = await Promise.all(['user', 'account', 'session'].map((model) => ctx.db.count({ model })));
  return { users: users!, accounts: accounts!, sessions: sessions! };
}

describe('a social sign-up and its event commit together', () => {
  it('through the provider: a failure after user.signed-up is written leaves no user, and the next sign-in signs up', async () => {
    const { auth, store, types } = setup();
    store.failAfter('user.signed-up');
    const failed = await signInThroughProvider(auth, op(), { person: 'ada' });
    expect(errorOf(failed.location)).toBe('internal_server_error');
    expect(failed.response.headers.getSetCookie().some((cookie) => cookie.includes('session_token=') && !cookie.includes('Max-Age=0'))).toBe(false);
    expect(await rows(auth)).toEqual({ users: 0, accounts: 0, sessions: 0 });
    expect(await types()).toEqual([]);
    store.failAfter(null);
    const signedUp = await signInThroughProvider(auth, op(), { person: 'ada' });
    expect(errorOf(signedUp.location)).toBeNull();
    expect(await rows(auth)).toEqual({ users: 1, accounts: 1, sessions: 1 });
    expect(await types()).toEqual(['user.signed-up', 'sign-in.succeeded']);
  });

  it('with an ID token: a failure after user.signed-up is written leaves no user, and the next sign-in signs up', async () => {
    const { auth, store, types } = setup();
    const post = async (): Promise<Response> => {
      const token = await op().mintIdToken({ sub: 'u-ada', email: 'ada@example.com', email_verified: true, name: 'Ada' });
      return auth.handler(request('/sign-in/social', { body: { provider: PROVIDER_ID, idToken: { token } } }));
    };
    store.failAfter('user.signed-up');
    const failed = await post();
    expect(failed.status).toBe(500);
    expect(await rows(auth)).toEqual({ users: 0, accounts: 0, sessions: 0 });
    expect(await types()).toEqual([]);
    store.failAfter(null);
    expect((await post()).status).toBe(200);
    expect(await rows(auth)).toEqual({ users: 1, accounts: 1, sessions: 1 });
    expect(await types()).toEqual(['user.signed-up', 'sign-in.succeeded']);
  });
});
