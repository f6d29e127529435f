import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createPool, type Pool as MysqlPool } from 'mysql2';
import { describeDatabases, openTestDatabaseAddress, type TestDatabaseAddress } from '@latchkey/test-utils/databases';
import { readStoredToken } from '../social/token-storage.js';
import { accountsOf, createSocialAuth, PROVIDER_ID, request, sessionUser, signInThroughProvider, useTestProvider, type Jar, type SocialAuth } from '@latchkey/test-utils/social-routes-instance';

const op = useTestProvider();

interface TokenAnswer {
  accessToken: string;
  refreshToken?: string;
}

const post = (auth: SocialAuth, path: string, jar: Jar): Promise<Response> =>
  auth.handler(request(path, { body: { providerId: PROVIDER_ID }, cookie: jar.header() }));

async function tokenOf(response: Response): Promise<TokenAnswer> {
  expect(response.status).toBe(200);
  return (await response.json()) as TokenAnswer;
}

/** Whether the provider accepts the access token (UserInfo answers 200). */
async function providerAccepts(accessToken: string): Promise<boolean> {
  const response = await fetch(`${op().issuer}/me`, { headers: { authorization: `Bearer ${accessToken}` } });
  return response.status === 200;
}

/** The access token stored on the user's account row, decrypted. */
async function storedAccessToken(auth: SocialAuth, userId: string): Promise<string | null> {
  const [account] = await accountsOf(auth, userId);
  return readStoredToken(await auth.$context, account?.accessToken as string | undefined);
}

async function signedIn(auth: SocialAuth): Promise<{ jar: Jar; userId: string }> {
  const { jar } = await signInThroughProvider(auth, op(), { person: 'ada' });
  return { jar, userId: (await sessionUser(auth, jar))?.id ?? '' };
}

/** Makes the stored access token expire within the refresh margin, so /get-access-token refreshes it. */
async function expireSoon(auth: SocialAuth, userId: string): Promise<void> {
  const ctx = await auth.$context;
  await ctx.db.updateMany({ model: 'account', where: [{ field: 'userId', value: userId }], update: { accessTokenExpiresAt: new Date(Date.now() + 1000) } });
}

/** Runs two calls at once and checks that the provider saw one refresh and both callers the token it issued. */
async function expectOneRefresh(calls: [Promise<Response>, Promise<Response>], check: { auth: SocialAuth; userId: string }, before: number): Promise<void> {
  const [first, second] = await Promise.all(calls.map(async (call) => tokenOf(await call)));
  expect(op().tokenRequests('refresh_token') - before).toBe(1);
  expect(second?.accessToken).toBe(first?.accessToken);
  expect(await providerAccepts(first!.accessToken)).toBe(true);
  expect(await storedAccessToken(check.auth, check.userId)).toBe(first?.accessToken);
}

describe('two concurrent token refreshes of one account on one instance', () => {
  it('POST /refresh-token twice at once: one provider refresh, both callers get the new token', async () => {
    const auth = createSocialAuth(op());
    const { jar, userId } = await signedIn(auth);
    const old = await tokenOf(await post(auth, '/get-access-token', jar));
    const before = op().tokenRequests('refresh_token');
    await expectOneRefresh([post(auth, '/refresh-token', jar), post(auth, '/refresh-token', jar)], { auth, userId }, before);
    expect(await storedAccessToken(auth, userId)).not.toBe(old.accessToken);
  });

  it('POST /get-access-token twice at once on an expiring token: one provider refresh, the same new token', async () => {
    const auth = createSocialAuth(op());
    const { jar, userId } = await signedIn(auth);
    await expireSoon(auth, userId);
    const before = op().tokenRequests('refresh_token');
    await expectOneRefresh([post(auth, '/get-access-token', jar), post(auth, '/get-access-token', jar)], { auth, userId }, before);
  });

  it('a later refresh is a new one: the coordination only joins calls that overlap', async () => {
    const auth = createSocialAuth(op());
    const { jar } = await signedIn(auth);
    const before = op().tokenRequests('refresh_token');
    const first = await tokenOf(await post(auth, '/refresh-token', jar));
    const second = await tokenOf(await post(auth, '/refresh-token', jar));
    expect(op().tokenRequests('refresh_token') - before).toBe(2);
    expect(second.accessToken).not.toBe(first.accessToken);
  });
});

describe('the claim on an account row while its tokens are refreshed', () => {
  async function setAccount(auth: SocialAuth, userId: string, update: Record<string, unknown>): Promise<void> {
    const ctx = await auth.$context;
    await ctx.db.updateMany({ model: 'account', where: [{ field: 'userId', value: userId }], update });
  }

  it('is given back when the provider refuses, so the next call refreshes at once', async () => {
    const auth = createSocialAuth(op());
    const { jar, userId } = await signedIn(auth);
    const [account] = await accountsOf(auth, userId);
    await setAccount(auth, userId, { refreshToken: 'not-a-refresh-token-the-provider-issued' });
    const refused = await post(auth, '/refresh-token', jar);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'FAILED_TO_REFRESH_ACCESS_TOKEN' });
    const [after] = await accountsOf(auth, userId);
    expect((after?.updatedAt as Date).getTime()).toBeLessThanOrEqual(Date.now());
    await setAccount(auth, userId, { refreshToken: account?.refreshToken });
    expect((await post(auth, '/refresh-token', jar)).status).toBe(200);
  });

  it('left by a process that died is taken over once it runs out', async () => {
    const auth = createSocialAuth(op());
    const { jar, userId } = await signedIn(auth);
    // A claim another process made and never finished, running out shortly.
    await setAccount(auth, userId, { updatedAt: new Date(Date.now() + 300) });
    const before = op().tokenRequests('refresh_token');
    const refreshed = await tokenOf(await post(auth, '/refresh-token', jar));
    expect(op().tokenRequests('refresh_token') - before).toBe(1);
    expect(await storedAccessToken(auth, userId)).toBe(refreshed.accessToken);
  });
});

/** A pool of the kind an app passes as `database`, on the shared test database. */
function poolOn(address: TestDatabaseAddress): pg.Pool | MysqlPool {
  if (address.dialect === 'mysql') return createPool({ uri: address.url, timezone: 'Z', supportBigNumbers: true, connectionLimit: 3 });
  return new pg.Pool({ connectionString: address.url, options: `-c search_path=${address.schema}`, max: 3 });
}

const closePool = (pool: pg.Pool | MysqlPool): Promise<void> =>
  new Promise((resolve) => {
    if (pool instanceof pg.Pool) void pool.end().then(resolve, resolve);
    else pool.end(() => resolve());
  });

describeDatabases(
  'two concurrent token refreshes of one account on two instances sharing a database',
  (target) => {
    let address: TestDatabaseAddress;
    let pools: (pg.Pool | MysqlPool)[];
    let instances: [SocialAuth, SocialAuth];
    beforeAll(async () => {
      address = await openTestDatabaseAddress(target.dialect as 'postgres' | 'mysql');
      pools = [poolOn(address), poolOn(address)];
      const first = createSocialAuth(op(), { database: pools[0] });
      await first.$context; // creates the tables before the second instance checks them
      instances = [first, createSocialAuth(op(), { database: pools[1] })];
      await instances[1].$context;
    });
    afterAll(async () => {
      await Promise.all(pools.map(closePool));
      await address.drop();
    });

    it('POST /refresh-token on each instance at once: one provider refresh, both get the new token', async () => {
      const [a, b] = instances;
      const { jar, userId } = await signedIn(a);
      const before = op().tokenRequests('refresh_token');
      await expectOneRefresh([post(a, '/refresh-token', jar), post(b, '/refresh-token', jar)], { auth: b, userId }, before);
    });

    it('POST /get-access-token on each instance at once on an expiring token: one provider refresh, the same token', async () => {
      const [a, b] = instances;
      const { jar, userId } = await signedIn(a);
      await expireSoon(a, userId);
      const before = op().tokenRequests('refresh_token');
      await expectOneRefresh([post(a, '/get-access-token', jar), post(b, '/get-access-token', jar)], { auth: a, userId }, before);
    });
  },
  { dialects: ['postgres', 'mysql'] },
);
