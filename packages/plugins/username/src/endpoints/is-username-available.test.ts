import { describe, expect, it } from 'vitest';
import { createUsernameAuth, errorOf, request, signUpWithUsername } from '@latchkey/test-utils/plugin-instances/username';

const ask = (auth: ReturnType<typeof createUsernameAuth>, username: unknown): Promise<Response> =>
  auth.handler(request('/is-username-available', { body: { username } }));

describe('POST /is-username-available', () => {
  it('answers { available } for a well-formed name, in any letter case', async () => {
    const auth = createUsernameAuth();
    await signUpWithUsername(auth, { email: 'ada@example.com', username: 'Ada' });
    expect(await (await ask(auth, 'ADA')).json()).toEqual({ available: false });
    expect(await (await ask(auth, 'grace')).json()).toEqual({ available: true });
    expect((await ask(auth, 'grace')).headers.get('cache-control')).toBe('no-store');
  });

  it('answers 400 for a name that could never be taken', async () => {
    const auth = createUsernameAuth();
    expect(await errorOf(await ask(auth, 'x'))).toMatchObject({ status: 400, code: 'USERNAME_TOO_SHORT' });
    expect(await errorOf(await ask(auth, 'a/b'))).toMatchObject({ status: 400, code: 'INVALID_USERNAME' });
    expect((await ask(auth, 7)).status).toBe(400);
  });

  it('username listing: is rate-limited per client', async () => {
    const auth = createUsernameAuth({ username: { availabilityRateLimit: { window: 60, max: 3 } }, auth: { rateLimit: { enabled: true } } });
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await ask(auth, `name${attempt}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
