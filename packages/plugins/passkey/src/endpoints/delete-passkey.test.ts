import { describe, expect, it } from 'vitest';
import {
  createPasskeyAuth,
  dropPassword,
  errorOf,
  newAuthenticator,
  passkeyRows,
  registerPasskey,
  send,
  signInWithPasskey,
  userWithPasskey,
} from '@latchkey/test-utils/plugin-instances/passkey';

describe('POST /passkey/delete-passkey', () => {
  it('deletes one of the user\'s passkeys when a password remains; it no longer signs in', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    expect(await (await send(auth, ada.jar, '/passkey/delete-passkey', { body: { id: ada.key.id } })).json()).toEqual({ status: true });
    expect(await passkeyRows(auth, ada.userId)).toEqual([]);
    expect((await signInWithPasskey(auth, ada.authenticator)).response.status).toBe(401);
  });

  it('another user\'s passkey id answers 404 and deletes nothing', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    const bob = await userWithPasskey(auth, 'bob@example.com');
    const response = await send(auth, ada.jar, '/passkey/delete-passkey', { body: { id: bob.key.id } });
    expect(await errorOf(response)).toMatchObject({ status: 404, code: 'PASSKEY_NOT_FOUND' });
    expect(await passkeyRows(auth, bob.userId)).toHaveLength(1);
  });

  it('last sign-in method: without a password or social account the last passkey cannot be deleted', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    await dropPassword(auth, ada.userId);
    const response = await send(auth, ada.jar, '/passkey/delete-passkey', { body: { id: ada.key.id } });
    expect(await errorOf(response)).toMatchObject({ status: 400, code: 'CANNOT_DELETE_LAST_SIGN_IN_METHOD' });
    expect(await passkeyRows(auth, ada.userId)).toHaveLength(1);
  });

  it('last sign-in method: of six passkeys deleted at once, exactly one stays', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    const more = [];
    for (let i = 0; i < 5; i++) more.push(await registerPasskey(auth, ada.jar, newAuthenticator(), `Key ${i}`));
    await dropPassword(auth, ada.userId);
    const ids = [ada.key.id, ...more.map((key) => key.id)];
    const answers = await Promise.all(ids.map((id) => send(auth, ada.jar, '/passkey/delete-passkey', { body: { id } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 400]);
    expect(await passkeyRows(auth, ada.userId)).toHaveLength(1);
  });

  it('a linked social account counts as another way to sign in', async () => {
    const auth = createPasskeyAuth();
    const ada = await userWithPasskey(auth);
    await dropPassword(auth, ada.userId);
    const ctx = await auth.$context;
    const now = new Date();
    await ctx.db.create({ model: 'account', data: { id: ctx.generateId(), userId: ada.userId, providerId: 'github', accountId: 'gh-1', createdAt: now, updatedAt: now } });
    expect((await send(auth, ada.jar, '/passkey/delete-passkey', { body: { id: ada.key.id } })).status).toBe(200);
  });
});
