import { describe, expect, it } from 'vitest';
import { PASSWORD, signUp } from '@latchkey/test-utils/account-kit';
import { createTestAuth, request } from '@latchkey/test-utils/test-instance';
import { createScryptHasher } from '../crypto/scrypt-hasher.js';

const EMAIL = 'alice@example.com';

const costlyHash = createScryptHasher({ logN: 17 }).hash('held');

/**
 * A hasher with one slot and no waiting room, and a way to hold that slot: a
 * verification of a hash at N=2^17 takes hundreds of milliseconds, far longer than
 * the requests the test sends meanwhile.
 */
async function busyInstance() {
  const hasher = createScryptHasher({ logN: 10, concurrency: 1, memoryBudget: 256 * 2 ** 20, maxQueue: 0 });
  const auth = createTestAuth({ emailAndPassword: { enabled: true, password: hasher, maxFailedAttempts: 1 } });
  await signUp(auth, { email: EMAIL });
  const costly = await costlyHash;
  const hold = (): Promise<boolean> => hasher.verify({ hash: costly, password: 'held' });
  return { auth, hold };
}

const signIn = (email: string, password = PASSWORD): Request => request('/sign-in/email', { body: { email, password } });

async function answer(response: Response) {
  return { status: response.status, retryAfter: response.headers.get('retry-after') !== null, body: await response.json() };
}

describe('sign-in while the password hashing queue is full', () => {
  it('answers 503 PASSWORD_HASHING_BUSY with Retry-After, and no session', async () => {
    const { auth, hold } = await busyInstance();
    const held = hold();
    const response = await auth.handler(signIn(EMAIL));
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.json()).toMatchObject({ code: 'PASSWORD_HASHING_BUSY' });
    await held;
  });

  it('account enumeration through the busy answer: unknown and known emails get the same 503', async () => {
    const { auth, hold } = await busyInstance();
    const held = hold();
    const known = await answer(await auth.handler(signIn(EMAIL, 'a wrong password')));
    const unknown = await answer(await auth.handler(signIn('nobody@example.com', 'a wrong password')));
    await held;
    expect(known.status).toBe(503);
    expect(unknown).toEqual(known);
  });

  it('a refused sign-in counts no failure toward the per-account lock', async () => {
    const { auth, hold } = await busyInstance();
    const held = hold();
    // With maxFailedAttempts: 1, one counted failure would lock the account.
    expect((await auth.handler(signIn(EMAIL, 'a wrong password'))).status).toBe(503);
    expect((await auth.handler(signIn(EMAIL, 'a wrong password'))).status).toBe(503);
    await held;
    expect((await auth.handler(signIn(EMAIL))).status).toBe(200);
  });
});
