// One-time codes through latchkey/plugins alone: bound to a purpose and an
// identifier, hashed at rest, expiring, single-use, with attempts and a cool-down.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueCode, verifyCode } from 'latchkey/plugins';
import { createTestAuth } from '../test-instance.js';

const context = () => createTestAuth({}).$context;
const input = { purpose: 'sign-in', identifier: 'ada@example.com' };

async function issued(auth: Awaited<ReturnType<typeof context>>, extra: Partial<Parameters<typeof issueCode>[1]> = {}) {
  const result = await issueCode(auth, { ...input, ...extra });
  if (!result.ok) throw new Error('no code issued');
  return result.code;
}

describe('one-time codes', () => {
  afterEach(() => vi.useRealTimers());

  it('issues six digits by default, stores only a keyed hash, and verifies once', async () => {
    const auth = await context();
    const code = await issued(auth, { value: 'user-1' });
    expect(code).toMatch(/^\d{6}$/);
    const rows = await auth.db.findMany<{ identifier: string; value: string }>({ model: 'verification' });
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain('ada@example.com');
    expect(await verifyCode(auth, { ...input, code })).toEqual({ ok: true, value: 'user-1' });
    expect(await verifyCode(auth, { ...input, code })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('never works for another purpose or identifier', async () => {
    const auth = await context();
    const code = await issued(auth);
    expect(await verifyCode(auth, { ...input, purpose: 'reset-password', code })).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyCode(auth, { ...input, identifier: 'eve@example.com', code })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('voids the code after the allowed wrong attempts, even for the right code', async () => {
    const auth = await context();
    const code = await issued(auth);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect(await verifyCode(auth, { ...input, code: wrong })).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyCode(auth, { ...input, code })).toEqual({ ok: false, reason: 'too-many-attempts' });
    expect(await verifyCode(auth, { ...input, code })).toEqual({ ok: false, reason: 'too-many-attempts' });
  });

  it('a right code sent more times at once than attempts are allowed is spent exactly once (a use past the limit does not void it under the others)', async () => {
    const auth = await context();
    const code = await issued(auth);
    const results = await Promise.all(Array.from({ length: 20 }, () => verifyCode(auth, { ...input, code })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === 'too-many-attempts')).toHaveLength(17);
  });

  it('holds the attempt limit under parallel guesses', async () => {
    const auth = await context();
    const code = await issued(auth);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all(guesses.map((guess) => verifyCode(auth, { ...input, code: guess, maxAttempts: 5 })));
    expect(results.filter((r) => !r.ok && r.reason === 'invalid')).toHaveLength(5);
  });

  it('lets exactly one of twenty simultaneous uses of the right code succeed', async () => {
    const auth = await context();
    const code = await issued(auth);
    const results = await Promise.all(Array.from({ length: 20 }, () => verifyCode(auth, { ...input, code, maxAttempts: 20 })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it('expires', async () => {
    const auth = await context();
    const code = await issued(auth, { expiresIn: 60 });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect(await verifyCode(auth, { ...input, code })).toEqual({ ok: false, reason: 'expired' });
  });

  it('replaces an earlier code, and keeps a resend cool-down', async () => {
    const auth = await context();
    const first = await issued(auth, { resendAfter: 60 });
    expect(await issueCode(auth, { ...input, resendAfter: 60 })).toMatchObject({ ok: false, reason: 'cooldown' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const second = await issued(auth, { resendAfter: 60 });
    if (first !== second) expect(await verifyCode(auth, { ...input, code: first })).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyCode(auth, { ...input, code: second })).toMatchObject({ ok: true });
  });

  it('issues long tokens for links', async () => {
    const auth = await context();
    const token = await issued(auth, { kind: 'token' });
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(await verifyCode(auth, { ...input, code: token })).toMatchObject({ ok: true });
  });

  it('with keep, checks a right code without spending it and gives the attempts back', async () => {
    const auth = await context();
    const code = await issued(auth, { value: 'user-1' });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 2; i++) expect(await verifyCode(auth, { ...input, code: wrong, keep: true })).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyCode(auth, { ...input, code, keep: true })).toEqual({ ok: true, value: 'user-1' });
    expect(await verifyCode(auth, { ...input, code: wrong })).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyCode(auth, { ...input, code })).toEqual({ ok: true, value: 'user-1' });
    expect(await verifyCode(auth, { ...input, code, keep: true })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('with keep, wrong guesses still count toward the limit', async () => {
    const auth = await context();
    const code = await issued(auth);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) await verifyCode(auth, { ...input, code: wrong, keep: true });
    expect(await verifyCode(auth, { ...input, code, keep: true })).toEqual({ ok: false, reason: 'too-many-attempts' });
  });

  it('issues codes at the same moment, for one address or several purposes, without failing; the last one of a purpose counts', async () => {
    const auth = await context();
    const purposes = await Promise.all(['a', 'b', 'c', 'd'].map((purpose) => issueCode(auth, { purpose, identifier: 'ada@example.com' })));
    expect(purposes.every((r) => r.ok)).toBe(true);
    const same = await Promise.all(Array.from({ length: 4 }, () => issueCode(auth, input)));
    const codes = same.map((r) => (r.ok ? r.code : ''));
    const valid = [];
    for (const code of new Set(codes)) if ((await verifyCode(auth, { ...input, code, keep: true, maxAttempts: 10 })).ok) valid.push(code);
    expect(valid).toHaveLength(1);
  });
});
