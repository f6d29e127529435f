import { afterEach, describe, expect, it, vi } from 'vitest';
import { onBehalf } from '@latchkey/test-utils/on-behalf-plugin';
import { passkeyEndpoints } from '../passkey-endpoints.js';
import { createPasskeyAuth, errorOf, newAuthenticator, passkeyRows, registerPasskey, registrationResponse, send, signUp } from '@latchkey/test-utils/plugin-instances/passkey';

afterEach(() => vi.useRealTimers());

describe('POST /passkey/generate-register-options', () => {
  it('answers creation options for this RP and user, excluding passkeys already registered', async () => {
    const auth = createPasskeyAuth({ auth: { appName: 'Acme' } });
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com', name: 'Ada' });
    const first = await send(auth, jar, '/passkey/generate-register-options', { method: 'POST' });
    expect(first.headers.get('cache-control')).toContain('no-store');
    const options = await first.json();
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Acme' },
      user: { name: 'ada@example.com', displayName: 'Ada', id: Buffer.from(userId).toString('base64url') },
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    expect(options.challenge).toMatch(/^[\w-]{20,}$/);
    const key = await registerPasskey(auth, jar, newAuthenticator());
    const second = await (await send(auth, jar, '/passkey/generate-register-options', { body: { authenticatorAttachment: 'platform' } })).json();
    expect(second.excludeCredentials).toEqual([{ id: key.credentialID, type: 'public-key', transports: ['internal'] }]);
    expect(second.authenticatorSelection.authenticatorAttachment).toBe('platform');
  });

  it('needs a session', async () => {
    const auth = createPasskeyAuth();
    expect(await errorOf(await send(auth, null, '/passkey/generate-register-options', { method: 'POST' }))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('needs a fresh session: an old one must sign in again first', async () => {
    const auth = createPasskeyAuth({ auth: { session: { freshAge: 600 } } });
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 601_000);
    const response = await send(auth, jar, '/passkey/generate-register-options', { method: 'POST' });
    expect(await errorOf(response)).toMatchObject({ status: 403, code: 'SESSION_NOT_FRESH' });
  });

  it('impersonation: a session acting on someone\'s behalf cannot register a passkey', async () => {
    const auth = createPasskeyAuth({ plugins: [onBehalf] });
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    const response = await registrationResponse(auth, jar, newAuthenticator());
    expect(await (await send(auth, jar, '/on-behalf/start', { method: 'POST' })).json()).toEqual({ ok: true });
    const started = await send(auth, jar, '/passkey/generate-register-options', { method: 'POST' });
    expect(await errorOf(started)).toMatchObject({ status: 403, code: 'ACTING_ON_BEHALF' });
    const verified = await send(auth, jar, '/passkey/verify-registration', { body: { response } });
    expect(await errorOf(verified)).toMatchObject({ status: 403, code: 'ACTING_ON_BEHALF' });
    expect(await passkeyRows(auth, userId)).toEqual([]);
  });

  it('registration and deletion are sensitive routes; sign-in, listing and renaming are not', () => {
    const sensitive = Object.values(passkeyEndpoints).filter((endpoint) => (endpoint.meta as { sensitive?: boolean } | undefined)?.sensitive === true);
    expect(sensitive.map((endpoint) => endpoint.path).sort()).toEqual(['/passkey/delete-passkey', '/passkey/generate-register-options', '/passkey/verify-registration']);
  });
});
