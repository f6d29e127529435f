// A backup code is spent in the transaction of its `two-factor.backup-code-used`:
// a failure right after the event is written gives the code back, and the code
// stays single-use when events are stored (this file also runs on Postgres and MySQL).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectExactlyOnce } from '@latchkey/test-utils/exactly-once';
import { failingEventStore } from '@latchkey/test-utils/failing-event-store';
import {
  countSessions,
  createTwoFactorAuth,
  enrolledUser,
  FAILED_CODES_LOCK,
  freezeMidStep,
  send,
  sessionUserId,
  signInChallenged,
  type Jar,
  type TwoFactorAuth,
} from '@latchkey/test-utils/plugin-instances/two-factor';

beforeEach(freezeMidStep);
afterEach(() => vi.useRealTimers());

const verify = (auth: TwoFactorAuth, jar: Jar, code: string) => send(auth, jar, '/two-factor/verify-backup-code', { body: { code } });

function setup() {
  const store = failingEventStore();
  const auth = createTwoFactorAuth({ plugins: [store.plugin] });
  const used = async (): Promise<number> => (await store.types(auth)).filter((type) => type === 'two-factor.backup-code-used').length;
  return { auth, store, used };
}

describe('a backup code and its event commit together', () => {
  it('a failure after two-factor.backup-code-used is written keeps the code, and it signs in once afterwards', async () => {
    const { auth, store, used } = setup();
    const ada = await enrolledUser(auth);
    const code = ada.backupCodes[0]!;
    const { jar } = await signInChallenged(auth, { email: ada.email });
    store.failAfter('two-factor.backup-code-used');
    expect((await verify(auth, jar, code)).status).toBe(500);
    expect(await sessionUserId(auth, jar)).toBeNull();
    expect(await used()).toBe(0);
    store.failAfter(null);
    expect((await verify(auth, jar, code)).status).toBe(200);
    expect(await sessionUserId(auth, jar)).toBe(ada.userId);
    expect(await used()).toBe(1);
    const again = await signInChallenged(auth, { email: ada.email });
    expect((await verify(auth, again.jar, code)).status).toBe(401);
  });

  it('backup code used 20 times at once with events stored: exactly one signs in, one event', async () => {
    const { auth, used } = setup();
    const ada = await enrolledUser(auth);
    const challenges = await Promise.all(Array.from({ length: 20 }, () => signInChallenged(auth, { email: ada.email })));
    const before = await countSessions(auth, ada.userId);
    await expectExactlyOnce((i) => verify(auth, challenges[i]!.jar, ada.backupCodes[1]!), {
      refused: [{ status: 401, code: 'INVALID_BACKUP_CODE' }, FAILED_CODES_LOCK],
    });
    expect(await countSessions(auth, ada.userId)).toBe(before + 1);
    expect(await used()).toBe(1);
  });
});
