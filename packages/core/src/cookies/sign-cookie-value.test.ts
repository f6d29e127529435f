import { describe, expect, it } from 'vitest';
import { signCookieValue, verifySignedCookieValue } from './sign-cookie-value.js';

const OLD = 'old-secret-old-secret-old-secret-0';
const NEW = 'new-secret-new-secret-new-secret-1';

describe('signed cookie values', () => {
  it('round-trips and keeps dots in the value', async () => {
    const signed = await signCookieValue('a.b.c', NEW);
    expect(signed).toMatch(/^a\.b\.c\.[A-Za-z0-9_-]{43}$/);
    expect(await verifySignedCookieValue(signed, [NEW])).toBe('a.b.c');
  });

  it('is deterministic for the same value and secret', async () => {
    expect(await signCookieValue('v', NEW)).toBe(await signCookieValue('v', NEW));
  });

  it('rotation: a value signed with the old secret verifies while the old secret is listed', async () => {
    const signedWithOld = await signCookieValue('token', OLD);
    expect(await verifySignedCookieValue(signedWithOld, [NEW, OLD])).toBe('token');
    expect(await verifySignedCookieValue(signedWithOld, [NEW])).toBeNull();
  });

  it('rotation: the current secret signs, and the result verifies with the list', async () => {
    const secrets = [NEW, OLD];
    const signed = await signCookieValue('token', secrets[0] ?? '');
    expect(await verifySignedCookieValue(signed, secrets)).toBe('token');
    expect(signed).not.toBe(await signCookieValue('token', OLD));
  });

  it('rejects a tampered value', async () => {
    const signed = await signCookieValue('user-1', NEW);
    expect(await verifySignedCookieValue(signed.replace('user-1', 'user-2'), [NEW])).toBeNull();
  });

  it('rejects a tampered signature', async () => {
    const signed = await signCookieValue('user-1', NEW);
    const last = signed.at(-2) === 'A' ? 'B' : 'A';
    expect(await verifySignedCookieValue(`${signed.slice(0, -2)}${last}${signed.at(-1)}`, [NEW])).toBeNull();
  });

  it("rejects another value's signature", async () => {
    const signature = (await signCookieValue('other', NEW)).split('.').at(-1);
    expect(await verifySignedCookieValue(`user-1.${signature}`, [NEW])).toBeNull();
  });

  it('rejects a non-canonical base64url form of a valid signature', async () => {
    const signed = await signCookieValue('v', NEW);
    // The last of 43 base64url characters carries 2 unused bits; setting one keeps the bytes.
    const last = signed.at(-1) ?? '';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = alphabet[alphabet.indexOf(last) ^ 1] ?? '';
    expect(await verifySignedCookieValue(`${signed.slice(0, -1)}${twin}`, [NEW])).toBeNull();
  });

  it.each([undefined, null, 42, '', 'no-signature', 'v.', 'v.short', `v.${'A'.repeat(44)}`, `v.${'*'.repeat(43)}`])(
    'returns null for malformed input %j',
    async (input) => {
      expect(await verifySignedCookieValue(input, [NEW])).toBeNull();
    },
  );

  it('returns null with no secrets and refuses to sign with an empty one', async () => {
    expect(await verifySignedCookieValue(await signCookieValue('v', NEW), [])).toBeNull();
    await expect(signCookieValue('v', '')).rejects.toThrow(TypeError);
  });
});
