import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTwoFactorAuth, errorOf, freezeMidStep, keyOf, PASSWORD, send, signUp, totpCode } from '@latchkey/test-utils/plugin-instances/two-factor';

beforeEach(freezeMidStep);
afterEach(() => vi.useRealTimers());

describe('POST /two-factor/enable', () => {
  it('answers a TOTP URI with the issuer and email, and 10 backup codes; the secret is stored encrypted', async () => {
    const auth = createTwoFactorAuth({ auth: { appName: 'Acme' } });
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    const response = await send(auth, jar, '/two-factor/enable', { body: { password: PASSWORD } });
    expect(response.status).toBe(200);
    const { totpURI, backupCodes } = (await response.json()) as { totpURI: string; backupCodes: string[] };
    const uri = new URL(totpURI);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toContain('Acme:ada@example.com');
    expect(uri.searchParams.get('issuer')).toBe('Acme');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    const ctx = await auth.$context;
    const row = await ctx.db.findOne<{ secret: string }>({ model: 'twoFactor', where: [{ field: 'userId', value: userId }] });
    expect(row?.secret).toMatch(/^v1\./);
    expect(row?.secret).not.toContain(uri.searchParams.get('secret'));
    const stored = await ctx.db.findMany<{ codeHash: string }>({ model: 'twoFactorBackupCode', where: [{ field: 'userId', value: userId }] });
    expect(stored.map((code) => code.codeHash)).not.toContain(backupCodes[0]);
  });

  it('takes an issuer from the body', async () => {
    const auth = createTwoFactorAuth();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const response = await send(auth, jar, '/two-factor/enable', { body: { password: PASSWORD, issuer: 'Other' } });
    const { totpURI } = (await response.json()) as { totpURI: string };
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('Other');
  });

  it('needs the password: wrong 400 INVALID_PASSWORD, missing too; no session 401', async () => {
    const auth = createTwoFactorAuth();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    expect(await errorOf(await send(auth, jar, '/two-factor/enable', { body: { password: 'wrong password!' } }))).toMatchObject({ status: 400, code: 'INVALID_PASSWORD' });
    expect(await errorOf(await send(auth, jar, '/two-factor/enable', { body: {} }))).toMatchObject({ status: 400, code: 'INVALID_PASSWORD' });
    expect(await errorOf(await send(auth, null, '/two-factor/enable', { body: { password: PASSWORD } }))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('a user without a password needs a fresh session', async () => {
    const auth = createTwoFactorAuth({ auth: { session: { freshAge: 60 } } });
    const { jar, userId } = await signUp(auth, { email: 'ada@example.com' });
    const ctx = await auth.$context;
    await ctx.db.deleteMany({ model: 'account', where: [{ field: 'userId', value: userId }] });
    expect((await send(auth, jar, '/two-factor/enable', { body: {} })).status).toBe(200);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await errorOf(await send(auth, jar, '/two-factor/enable', { body: {} }))).toMatchObject({ status: 403, code: 'SESSION_NOT_FRESH' });
  });

  it('an unconfirmed enrolment can be restarted; a confirmed one cannot until disabled', async () => {
    const auth = createTwoFactorAuth();
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const first = (await (await send(auth, jar, '/two-factor/enable', { body: { password: PASSWORD } })).json()) as { totpURI: string };
    const second = (await (await send(auth, jar, '/two-factor/enable', { body: { password: PASSWORD } })).json()) as { totpURI: string };
    expect(second.totpURI).not.toBe(first.totpURI);
    // The first key is void: only the second confirms.
    expect(await errorOf(await send(auth, jar, '/two-factor/verify-totp', { body: { code: totpCode(keyOf(first.totpURI)) } }))).toMatchObject({ code: 'INVALID_CODE' });
    expect((await send(auth, jar, '/two-factor/verify-totp', { body: { code: totpCode(keyOf(second.totpURI)) } })).status).toBe(200);
    expect(await errorOf(await send(auth, jar, '/two-factor/enable', { body: { password: PASSWORD } }))).toMatchObject({ status: 400, code: 'TWO_FACTOR_ALREADY_ENABLED' });
  });
});
