import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import { countSessions, createTwoFactorAuth, FAILED_CODES_LOCK, enrolledUser, errorOf, freezeMidStep, send, sessionUserId, signInChallenged, signUp, type TwoFactorAuth, type Jar } from '@latchkey/test-utils/plugin-instances/two-factor';

beforeEach(freezeMidStep);
afterEach(() => vi.useRealTimers());

const verify = (auth: TwoFactorAuth, jar: Jar | null, body: Record<string, unknown>) => send(auth, jar, '/two-factor/verify-backup-code', { body });

describe('POST /two-factor/verify-backup-code', () => {
  it('completes the challenge with a backup code, typed in any case and without the dash', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    expect(ada.backupCodes).toHaveLength(10);
    const { jar } = await signInChallenged(auth, { email: ada.email });
    const response = await verify(auth, jar, { code: ada.backupCodes[0]!.replace('-', '').toLowerCase() });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token: expect.any(String), user: { id: ada.userId } });
    expect(await sessionUserId(auth, jar)).toBe(ada.userId);
  });

  it('backup code reuse: a spent code is refused', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const first = await signInChallenged(auth, { email: ada.email });
    expect((await verify(auth, first.jar, { code: ada.backupCodes[1] })).status).toBe(200);
    const second = await signInChallenged(auth, { email: ada.email });
    expect(await errorOf(await verify(auth, second.jar, { code: ada.backupCodes[1] }))).toMatchObject({ status: 401, code: 'INVALID_BACKUP_CODE' });
    expect((await verify(auth, second.jar, { code: ada.backupCodes[2] })).status).toBe(200);
  });

  it('backup code used 20 times at once in 20 challenges: exactly one signs in, one session', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const challenges = await Promise.all(Array.from({ length: 20 }, () => signInChallenged(auth, { email: ada.email })));
    const sessions = () => countSessions(auth, ada.userId);
    const before = await sessions();
    await expectExactlyOnce((i) => verify(auth, challenges[i]!.jar, { code: ada.backupCodes[3] }), { refused: [{ status: 401, code: 'INVALID_BACKUP_CODE' }, FAILED_CODES_LOCK] });
    expect(await sessions()).toBe(before + 1);
  });

  it('with disableSession the code is spent and the challenge ends without a session', async () => {
    const auth = createTwoFactorAuth();
    const ada = await enrolledUser(auth);
    const { jar } = await signInChallenged(auth, { email: ada.email });
    const response = await verify(auth, jar, { code: ada.backupCodes[4], disableSession: true });
    expect(await response.json()).toMatchObject({ token: null, user: { id: ada.userId } });
    expect(await sessionUserId(auth, jar)).toBeNull();
    expect(jar.get('latchkey.two_factor')).toBeUndefined();
  });

  it('a user without two-factor gets 400 TWO_FACTOR_NOT_ENABLED; nobody gets 401', async () => {
    const auth = createTwoFactorAuth();
    const { jar } = await signUp(auth, { email: 'eve@example.com' });
    expect(await errorOf(await verify(auth, jar, { code: 'AAAAA-BBBBB' }))).toMatchObject({ status: 400, code: 'TWO_FACTOR_NOT_ENABLED' });
    expect(await errorOf(await verify(auth, null, { code: 'AAAAA-BBBBB' }))).toMatchObject({ status: 401, code: 'INVALID_TWO_FACTOR_COOKIE' });
  });
});
