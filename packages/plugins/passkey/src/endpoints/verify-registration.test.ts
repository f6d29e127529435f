import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import {
  createPasskeyAuth,
  errorOf,
  newAuthenticator,
  passkeyRows,
  registerPasskey,
  registrationResponse,
  send,
  signUp,
} from '@latchkey/test-utils/plugin-instances/passkey';

afterEach(() => vi.useRealTimers());

describe('POST /passkey/verify-registration', () => {
  it('stores the passkey with its name, counter, backup flags, transports and AAGUID', async () => {
    const auth = createPasskeyAuth();
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    const authenticator = newAuthenticator({ backedUp: true });
    const key = await registerPasskey(auth, jar, authenticator, 'Laptop');
    expect(key).toMatchObject({ name: 'Laptop', userId, counter: 0, deviceType: 'multiDevice', backedUp: true, transports: 'internal' });
    expect(key).not.toHaveProperty('publicKey');
    const [row] = await passkeyRows(auth, userId);
    expect(row).toMatchObject({ id: key.id, credentialID: authenticator.credentials[0] && key.credentialID, aaguid: '00000000-0000-0000-0000-000000000000' });
    expect(typeof row?.publicKey).toBe('string');
  });

  it('a single-device key is stored as such, without a name', async () => {
    const auth = createPasskeyAuth();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    expect(await registerPasskey(auth, jar, newAuthenticator())).toMatchObject({ name: null, deviceType: 'singleDevice', backedUp: false });
  });

  it('wrong origin: an answer made on another site is refused, nothing stored', async () => {
    const auth = createPasskeyAuth();
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    const response = await registrationResponse(auth, jar, newAuthenticator(), { origin: 'https://evil.example' });
    const verified = await send(auth, jar, '/passkey/verify-registration', { body: { response } });
    expect(await errorOf(verified)).toMatchObject({ status: 400, code: 'FAILED_TO_VERIFY_REGISTRATION' });
    expect(await passkeyRows(auth, userId)).toEqual([]);
  });

  it('wrong RP ID: a credential scoped to another domain is refused', async () => {
    const auth = createPasskeyAuth();
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    const response = await registrationResponse(auth, jar, newAuthenticator(), { rpId: 'evil.example' });
    const verified = await send(auth, jar, '/passkey/verify-registration', { body: { response } });
    expect(await errorOf(verified)).toMatchObject({ status: 400, code: 'FAILED_TO_VERIFY_REGISTRATION' });
    expect(await passkeyRows(auth, userId)).toEqual([]);
  });

  it('replayed registration: a challenge works once, also for 20 concurrent copies (one passkey)', async () => {
    const auth = createPasskeyAuth();
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    const response = await registrationResponse(auth, jar, newAuthenticator());
    await expectExactlyOnce(() => send(auth, jar, '/passkey/verify-registration', { body: { response } }), { refused: { status: 400, code: 'CHALLENGE_NOT_FOUND' } });
    expect(await passkeyRows(auth, userId)).toHaveLength(1);
  });

  it('expired challenge: refused after 5 minutes', async () => {
    const auth = createPasskeyAuth({ auth: { session: { freshAge: 0 } } });
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const response = await registrationResponse(auth, jar, newAuthenticator());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 301_000);
    const verified = await send(auth, jar, '/passkey/verify-registration', { body: { response } });
    expect(await errorOf(verified)).toMatchObject({ status: 400, code: 'CHALLENGE_EXPIRED' });
  });

  it('a challenge given to another session cannot register on this one', async () => {
    const auth = createPasskeyAuth();
    const ada = await signUp(auth, { email: 'ada@example.com' });
    const bob = await signUp(auth, { email: 'bob@example.com' });
    const response = await registrationResponse(auth, ada.jar, newAuthenticator());
    const verified = await send(auth, bob.jar, '/passkey/verify-registration', { body: { response } });
    expect(await errorOf(verified)).toMatchObject({ status: 400, code: 'CHALLENGE_NOT_FOUND' });
    expect(await passkeyRows(auth, bob.userId)).toEqual([]);
    expect(await passkeyRows(auth, ada.userId)).toEqual([]);
  });

  it('one credential belongs to one user: registering it again (for anyone) is refused', async () => {
    const auth = createPasskeyAuth();
    const ada = await signUp(auth, { email: 'ada@example.com' });
    const bob = await signUp(auth, { email: 'bob@example.com' });
    const authenticator = newAuthenticator();
    await registerPasskey(auth, ada.jar, authenticator);
    const again = await registrationResponse(auth, bob.jar, authenticator, { credential: 0 });
    const verified = await send(auth, bob.jar, '/passkey/verify-registration', { body: { response: again } });
    expect(await errorOf(verified)).toMatchObject({ status: 400, code: 'PASSKEY_ALREADY_REGISTERED' });
    expect(await passkeyRows(auth, bob.userId)).toEqual([]);
  });

  it('needs a session, and refuses a malformed answer with a validation error', async () => {
    const auth = createPasskeyAuth();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const response = await registrationResponse(auth, jar, newAuthenticator());
    expect(await errorOf(await send(auth, null, '/passkey/verify-registration', { body: { response } }))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const bad = await send(auth, jar, '/passkey/verify-registration', { body: { response: { id: 'x', type: 'public-key' } } });
    expect(await errorOf(bad)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });
});
