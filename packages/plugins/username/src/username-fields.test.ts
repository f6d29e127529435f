import { describe, expect, it } from 'vitest';
import { signUp } from '@latchkey/test-utils/account-kit';
import { createUsernameAuth, errorOf, send, signUpWithUsername, userByEmail } from '@latchkey/test-utils/plugin-instances/username';

describe('username at sign-up', () => {
  it('stores the lower-case form and keeps the typed form as displayUsername', async () => {
    const auth = createUsernameAuth();
    const response = await signUpWithUsername(auth, { email: 'ada@example.com', username: 'Ada_99' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { username: 'ada_99', displayUsername: 'Ada_99' } });
    expect(await userByEmail(auth, 'ada@example.com')).toMatchObject({ username: 'ada_99', displayUsername: 'Ada_99' });
  });

  it('takes displayUsername alone, and refuses one that names another username', async () => {
    const auth = createUsernameAuth();
    expect(await (await signUpWithUsername(auth, { email: 'a@example.com', displayUsername: 'GraceH' })).json()).toMatchObject({
      user: { username: 'graceh', displayUsername: 'GraceH' },
    });
    const mismatch = await signUpWithUsername(auth, { email: 'b@example.com', username: 'bob', displayUsername: 'Robert' });
    expect(await errorOf(mismatch)).toMatchObject({ status: 400, code: 'INVALID_DISPLAY_USERNAME' });
  });

  it('refuses names that are too short, too long or hold other characters, writing nothing', async () => {
    const auth = createUsernameAuth();
    const cases = [
      ['ab', 'USERNAME_TOO_SHORT'],
      ['a'.repeat(31), 'USERNAME_TOO_LONG'],
      ['ada lovelace', 'INVALID_USERNAME'],
      ['ada@home', 'INVALID_USERNAME'],
      ['adä', 'INVALID_USERNAME'],
    ] as const;
    for (const [name, code] of cases) {
      expect(await errorOf(await signUpWithUsername(auth, { email: 'ada@example.com', username: name }))).toMatchObject({ status: 400, code });
    }
    expect(await userByEmail(auth, 'ada@example.com')).toBeNull();
  });

  it('applies the configured lengths and the app\'s own rule', async () => {
    const auth = createUsernameAuth({ username: { minUsernameLength: 5, usernameValidator: (name) => name !== 'admin' } });
    expect((await errorOf(await signUpWithUsername(auth, { email: 'a@example.com', username: 'abcd' }))).code).toBe('USERNAME_TOO_SHORT');
    expect((await errorOf(await signUpWithUsername(auth, { email: 'a@example.com', username: 'ADMIN' }))).code).toBe('INVALID_USERNAME');
    expect(() => createUsernameAuth({ username: { maxUsernameLength: 40 } })).toThrow(/maxUsernameLength/);
  });

  it('refuses a name taken in another letter case with 400 USERNAME_IS_ALREADY_TAKEN, as the established API does', async () => {
    const auth = createUsernameAuth();
    await signUpWithUsername(auth, { email: 'ada@example.com', username: 'ada' });
    const taken = await signUpWithUsername(auth, { email: 'other@example.com', username: 'ADA' });
    expect(await errorOf(taken)).toEqual({ status: 400, code: 'USERNAME_IS_ALREADY_TAKEN', message: 'Username is already taken. Please try another.' });
    expect(await userByEmail(auth, 'other@example.com')).toBeNull();
  });

  it('username taken under concurrency: of simultaneous sign-ups for one name exactly one succeeds, the rest answer 4xx', async () => {
    const auth = createUsernameAuth();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) => signUpWithUsername(auth, { email: `racer${index}@example.com`, username: index % 2 ? 'Racer' : 'racer' })),
    );
    // 400 for those that saw the name taken, 422 for those the unique index refused.
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses[0]).toBe(200);
    for (const status of statuses.slice(1)) expect([400, 422]).toContain(status);
    const holders = await (await auth.$context).db.count({ model: 'user', where: [{ field: 'username', value: 'racer' }] });
    expect(holders).toBe(1);
  });

  it('signing up without a username leaves both fields empty', async () => {
    const auth = createUsernameAuth();
    await signUp(auth, { email: 'plain@example.com' });
    expect(await userByEmail(auth, 'plain@example.com')).toMatchObject({ username: null, displayUsername: null });
  });
});

describe('username through /update-user', () => {
  it('sets, changes and re-cases one\'s own username', async () => {
    const auth = createUsernameAuth();
    const ada = await signUp(auth, { email: 'ada@example.com' });
    expect((await send(auth, ada.jar, '/update-user', { body: { username: 'Ada' } })).status).toBe(200);
    expect(await userByEmail(auth, 'ada@example.com')).toMatchObject({ username: 'ada', displayUsername: 'Ada' });
    expect((await send(auth, ada.jar, '/update-user', { body: { displayUsername: 'ADA' } })).status).toBe(200);
    expect(await userByEmail(auth, 'ada@example.com')).toMatchObject({ username: 'ada', displayUsername: 'ADA' });
  });

  it('refuses someone else\'s name and an invalid one, changing nothing', async () => {
    const auth = createUsernameAuth();
    await signUpWithUsername(auth, { email: 'grace@example.com', username: 'grace' });
    const ada = await signUp(auth, { email: 'ada@example.com' });
    expect(await errorOf(await send(auth, ada.jar, '/update-user', { body: { username: 'Grace' } }))).toMatchObject({
      status: 400,
      code: 'USERNAME_IS_ALREADY_TAKEN',
    });
    expect(await errorOf(await send(auth, ada.jar, '/update-user', { body: { username: 'a b' } }))).toMatchObject({ status: 400, code: 'INVALID_USERNAME' });
    expect(await errorOf(await send(auth, ada.jar, '/update-user', { body: { username: 42 } }))).toMatchObject({ status: 400, code: 'INVALID_USERNAME' });
    expect(await userByEmail(auth, 'ada@example.com')).toMatchObject({ username: null });
  });

  it('username taken under concurrency: two users claiming one name at once, one wins and the other gets a 4xx', async () => {
    const auth = createUsernameAuth();
    const jars = await Promise.all(['a@example.com', 'b@example.com', 'c@example.com'].map((email) => signUp(auth, { email })));
    const responses = await Promise.all(jars.map(({ jar }) => send(auth, jar, '/update-user', { body: { username: 'prize' } })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses[0]).toBe(200);
    for (const status of statuses.slice(1)) expect([400, 422]).toContain(status);
    expect(await (await auth.$context).db.count({ model: 'user', where: [{ field: 'username', value: 'prize' }] })).toBe(1);
  });

  it('needs a session', async () => {
    const auth = createUsernameAuth();
    expect((await send(auth, null, '/update-user', { body: { username: 'ghost' } })).status).toBe(401);
  });
});
