import { describe, expect, it } from 'vitest';
import {
  accountsOf,
  createSocialAuth,
  PROVIDER_ID,
  request,
  sessionUser,
  signInThroughProvider,
  signUpWithPassword,
  useTestProvider,
  type Jar,
  type SocialAuth,
} from '@latchkey/test-utils/social-routes-instance';

const op = useTestProvider();

function unlink(auth: SocialAuth, jar: Jar, body: Record<string, unknown>): Promise<Response> {
  return auth.handler(request('/unlink-account', { body, cookie: jar.header() }));
}

/** A user with a password account and a linked social account, signed in. */
async function userWithTwoAccounts(auth: SocialAuth): Promise<{ jar: Jar; userId: string }> {
  const { jar, userId } = await signUpWithPassword(auth, { email: 'ada@example.com', verified: true });
  await signInThroughProvider(auth, op(), { person: 'ada' });
  return { jar, userId };
}

describe('POST /unlink-account', () => {
  it('unlinks a social account', async () => {
    const auth = createSocialAuth(op());
    const { jar, userId } = await userWithTwoAccounts(auth);
    const response = await unlink(auth, jar, { providerId: PROVIDER_ID });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    expect((await accountsOf(auth, userId)).map((a) => a.providerId)).toEqual(['credential']);
  });

  it('stolen stale session: refuses to unlink with 403 Session is not fresh', async () => {
    const auth = createSocialAuth(op());
    const { jar, userId } = await userWithTwoAccounts(auth);
    const ctx = await auth.$context;
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await ctx.db.updateMany({ model: 'session', where: [{ field: 'userId', value: userId }], update: { createdAt: twoDaysAgo } });
    const response = await unlink(auth, jar, { providerId: PROVIDER_ID });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'SESSION_NOT_FRESH', message: 'Session is not fresh' });
    expect(await accountsOf(auth, userId)).toHaveLength(2);
  });

  it('lock-out: refuses to unlink the last account', async () => {
    const auth = createSocialAuth(op());
    const { jar } = await signInThroughProvider(auth, op(), { person: 'ada' });
    const response = await unlink(auth, jar, { providerId: PROVIDER_ID });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'FAILED_TO_UNLINK_LAST_ACCOUNT', message: "You can't unlink your last account" });
  });

  it('lock-out race: two simultaneous unlinks of the last two accounts leave one', async () => {
    const auth = createSocialAuth(op());
    const { jar, userId } = await userWithTwoAccounts(auth);
    const answers = await Promise.all([unlink(auth, jar, { providerId: PROVIDER_ID }), unlink(auth, jar, { providerId: 'credential' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await accountsOf(auth, userId)).toHaveLength(1);
  });

  it('unlinks the last account when allowUnlinkingAll is on', async () => {
    const auth = createSocialAuth(op(), { account: { accountLinking: { allowUnlinkingAll: true } } });
    const { jar } = await signInThroughProvider(auth, op(), { person: 'ada' });
    const response = await unlink(auth, jar, { providerId: PROVIDER_ID });
    expect(response.status).toBe(200);
    expect(await accountsOf(auth, (await sessionUser(auth, jar))?.id ?? '')).toHaveLength(0);
  });

  it('unlinks by the row id that /list-accounts answers as id', async () => {
    const auth = createSocialAuth(op());
    const { jar, userId } = await userWithTwoAccounts(auth);
    const social = (await accountsOf(auth, userId)).find((a) => a.providerId === PROVIDER_ID);
    const response = await unlink(auth, jar, { providerId: PROVIDER_ID, accountId: social?.id });
    expect(response.status).toBe(200);
    expect((await accountsOf(auth, userId)).map((a) => a.providerId)).toEqual(['credential']);
  });

  it('unlinks by the provider account id', async () => {
    const auth = createSocialAuth(op());
    const { jar, userId } = await userWithTwoAccounts(auth);
    const response = await unlink(auth, jar, { providerId: PROVIDER_ID, accountId: 'u-ada' });
    expect(response.status).toBe(200);
    expect(await accountsOf(auth, userId)).toHaveLength(1);
  });

  it("account takeover by id: answers ACCOUNT_NOT_FOUND for another user's account, by either id", async () => {
    const auth = createSocialAuth(op(), { account: { accountLinking: { allowUnlinkingAll: true } } });
    const { jar: adaJar } = await signInThroughProvider(auth, op(), { person: 'ada' });
    const adaId = (await sessionUser(auth, adaJar))?.id ?? '';
    const adaAccount = (await accountsOf(auth, adaId))[0];
    const { jar } = await signUpWithPassword(auth, { email: 'mallory@example.com' });
    for (const accountId of ['u-ada', adaAccount?.id]) {
      const response = await unlink(auth, jar, { providerId: PROVIDER_ID, accountId });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'ACCOUNT_NOT_FOUND' });
    }
    expect(await accountsOf(auth, adaId)).toHaveLength(1);
  });

  it('answers the last-account rule before not found', async () => {
    const auth = createSocialAuth(op());
    const { jar } = await signUpWithPassword(auth, { email: 'mallory@example.com' });
    const response = await unlink(auth, jar, { providerId: PROVIDER_ID, accountId: 'nobody' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'FAILED_TO_UNLINK_LAST_ACCOUNT' });
  });
});
