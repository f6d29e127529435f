import { randomUUID } from 'node:crypto';
import { waitForMail } from 'latchkey/mail';
import { expect, it } from 'vitest';
import { kyselyAt } from '../address-connections.js';
import { describeInstances } from './describe-instances.js';
import type { InstanceRateLimitRule } from './instance-config.js';
import { instanceClient, type InstanceClient } from './instance-client.js';
import { useInstances, type UsedInstances } from './use-instances.js';

const PASSWORD = 'correct horse battery staple';
const LIMIT = 4;
const MAX_FAILED = 3;
const SESSION_CACHE_COOKIE = 'latchkey.session_data';

// Room for every sign-up and sign-in of the block from one address; `/ok` keeps a small rule to count against.
const rules: Record<string, InstanceRateLimitRule> = {
  '/ok': { window: 60, max: LIMIT },
  '/sign-in/*': { window: 60, max: 1000 },
  '/sign-up/*': { window: 60, max: 1000 },
  '/change-password': { window: 60, max: 1000 },
  '/reset-password': { window: 60, max: 1000 },
  '/request-password-reset': { window: 60, max: 1000 },
};
const shared = { rateLimitRules: rules, maxFailedAttempts: MAX_FAILED } as const;

const newEmail = (): string => `user-${randomUUID()}@example.com`;

/** A browser that signed up on instance 0, and the same user signed in from a second device on the next instance. */
async function twoDevices(origins: string[]): Promise<{ email: string; laptop: InstanceClient; phone: InstanceClient }> {
  const email = newEmail();
  const laptop = instanceClient(origins);
  const phone = instanceClient(origins, { start: 1 });
  expect((await laptop.send('/sign-up/email', { body: { name: 'Ada', email, password: PASSWORD } })).status).toBe(200);
  expect((await phone.send('/sign-in/email', { body: { email, password: PASSWORD } })).status).toBe(200);
  return { email, laptop, phone };
}

/**
 * Reads the session on every instance but the first, so the device holds the
 * signed session cache and each instance has answered from it, and answers
 * the device's cookies to replay after the revocation.
 */
async function warmEverywhere(client: InstanceClient, origins: string[]): Promise<string> {
  for (let instance = 1; instance < origins.length; instance++) {
    const { body } = await client.json('/get-session', { instance });
    expect(body?.session?.id).toEqual(expect.any(String));
  }
  expect(client.jar.get(SESSION_CACHE_COOKIE)).toEqual(expect.any(String));
  return client.jar.header();
}

/** The session each instance other than the first answers for these cookies. */
async function sessionsElsewhere(client: InstanceClient, origins: string[], cookie: string): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (let instance = 1; instance < origins.length; instance++) answers.push((await client.json('/get-session', { instance, cookie })).body);
  return answers;
}

/** Sends `count` requests to `/ok` in turn across the instances; answers how many were allowed. */
async function allowedOk(origins: string[], count: number): Promise<number> {
  const client = instanceClient(origins);
  let allowed = 0;
  for (let i = 0; i < count; i++) {
    const response = await client.send('/ok');
    if (response.status === 200) allowed++;
    else expect(response.status).toBe(429);
  }
  return allowed;
}

/** Failed sign-ins spread over the instances lock the account on every one of them. */
async function expectLockEverywhere(origins: string[]): Promise<void> {
  const email = newEmail();
  const client = instanceClient(origins);
  await client.send('/sign-up/email', { body: { name: 'Ada', email, password: PASSWORD } });
  const served: number[] = [];
  for (let i = 0; i < MAX_FAILED; i++) {
    const wrong = await client.json('/sign-in/email', { body: { email, password: 'wrong password 1234' } });
    expect(wrong.status).toBe(401);
    served.push(wrong.instance);
  }
  expect(new Set(served).size).toBe(Math.min(origins.length, MAX_FAILED));
  for (let instance = 0; instance < origins.length; instance++) {
    const locked = await client.json('/sign-in/email', { instance, body: { email, password: PASSWORD } });
    expect(locked).toMatchObject({ status: 429, body: { code: 'TOO_MANY_FAILED_ATTEMPTS' } });
  }
}

describeInstances('several instances on one database', (target) => {
  const redis = useInstances(target, { ...shared, count: 3, redis: true, rateLimitStorage: 'secondary', cookieCache: true });
  const database = useInstances(target, { ...shared, count: 2, redis: false, rateLimitStorage: 'database', cookieCache: false });
  const separate = useInstances(target, { ...shared, count: 2, redis: false, rateLimitStorage: 'memory', cookieCache: true });
  const origins = (group: () => UsedInstances): string[] => group().instances.origins;

  it(`a rule of ${LIMIT} allows ${LIMIT} requests in total across three instances, counted in Redis`, async () => {
    expect(await allowedOk(origins(redis), 3 * LIMIT)).toBe(LIMIT);
  });

  it(`a rule of ${LIMIT} allows ${LIMIT} requests in total across two instances, counted in the database`, async () => {
    expect(await allowedOk(origins(database), 3 * LIMIT)).toBe(LIMIT);
  });

  it('counters in each process allow the rule once per instance (why rate-limit storage must be shared)', async () => {
    expect(await allowedOk(origins(separate), 3 * LIMIT)).toBe(2 * LIMIT);
  });

  it('failed sign-ins spread over the instances lock the account on all of them (Redis group)', () => expectLockEverywhere(origins(redis)));

  it('failed sign-ins spread over the instances lock the account on all of them (database group)', () => expectLockEverywhere(origins(database)));

  it('sign-out on one instance ends the cached session on every other at its next request', async () => {
    const all = origins(redis);
    const { phone } = await twoDevices(all);
    const kept = await warmEverywhere(phone, all);
    expect((await phone.send('/sign-out', { instance: 0, body: {} })).status).toBe(200);
    expect(await sessionsElsewhere(phone, all, kept)).toEqual([null, null]);
  });

  it('revoke-session of the other device on one instance ends it on every other', async () => {
    const all = origins(redis);
    const { laptop, phone } = await twoDevices(all);
    const kept = await warmEverywhere(phone, all);
    const own = (await laptop.json('/get-session')).body.session.id as string;
    const sessions = (await laptop.json('/list-sessions')).body as Array<{ id: string; token: string }>;
    const other = sessions.find((session) => session.id !== own);
    expect((await laptop.send('/revoke-session', { instance: 0, body: { token: other?.token } })).status).toBe(200);
    expect(await sessionsElsewhere(phone, all, kept)).toEqual([null, null]);
    expect((await laptop.json('/get-session', { instance: 2 })).body?.session.id).toBe(own);
  });

  it('revoke-sessions on one instance ends every session of the user on every other', async () => {
    const all = origins(redis);
    const { laptop, phone } = await twoDevices(all);
    const keptPhone = await warmEverywhere(phone, all);
    const keptLaptop = await warmEverywhere(laptop, all);
    expect((await laptop.send('/revoke-sessions', { instance: 0, body: {} })).status).toBe(200);
    expect(await sessionsElsewhere(phone, all, keptPhone)).toEqual([null, null]);
    expect(await sessionsElsewhere(laptop, all, keptLaptop)).toEqual([null, null]);
  });

  it('revoke-other-sessions on one instance ends the other device on every other, and keeps the caller', async () => {
    const all = origins(redis);
    const { laptop, phone } = await twoDevices(all);
    const kept = await warmEverywhere(phone, all);
    await warmEverywhere(laptop, all);
    expect((await laptop.send('/revoke-other-sessions', { instance: 0, body: {} })).status).toBe(200);
    expect(await sessionsElsewhere(phone, all, kept)).toEqual([null, null]);
    const still = await sessionsElsewhere(laptop, all, laptop.jar.header());
    expect(still).toEqual([expect.objectContaining({ session: expect.any(Object) }), expect.objectContaining({ session: expect.any(Object) })]);
  });

  it('change-password with revokeOtherSessions on one instance ends the other device on every other', async () => {
    const all = origins(redis);
    const { laptop, phone } = await twoDevices(all);
    const kept = await warmEverywhere(phone, all);
    const body = { currentPassword: PASSWORD, newPassword: 'a new passphrase of mine', revokeOtherSessions: true };
    expect((await laptop.send('/change-password', { instance: 0, body })).status).toBe(200);
    expect(await sessionsElsewhere(phone, all, kept)).toEqual([null, null]);
    expect((await laptop.json('/get-session', { instance: 1 })).body?.user).toBeDefined();
  });

  it('reset-password on one instance ends every session of the user on every other', async () => {
    const { instances } = redis();
    const all = instances.origins;
    const { email, laptop, phone } = await twoDevices(all);
    const kept = await warmEverywhere(phone, all);
    await laptop.send('/request-password-reset', { instance: 1, body: { email } });
    const mail = await waitForMail(instances.outbox, (m) => m.to === email && m.type === 'reset-password');
    const reset = await instanceClient(all).send('/reset-password', { instance: 0, body: { token: mail.token, newPassword: 'a new passphrase of mine' } });
    expect(reset.status).toBe(200);
    expect(await sessionsElsewhere(phone, all, kept)).toEqual([null, null]);
  });

  it('a ban (admin plugin) on one instance ends the user’s sessions on every other and refuses sign-in there', async () => {
    const { instances, address } = redis();
    const all = instances.origins;
    const { phone } = await twoDevices(all);
    const kept = await warmEverywhere(phone, all);
    const userId = (await phone.json('/get-session')).body.user.id as string;
    const admin = await signedInAdmin(all, address);
    const ban = await admin.json('/admin/ban-user', { instance: 0, body: { userId } });
    expect(ban.status).toBe(200);
    expect(await sessionsElsewhere(phone, all, kept)).toEqual([null, null]);
    const email = ban.body.user.email as string;
    for (const instance of [1, 2]) {
      const signIn = await phone.json('/sign-in/email', { instance, body: { email, password: PASSWORD } });
      expect(signIn).toMatchObject({ status: 403, body: { code: 'BANNED_USER' } });
    }
  });

  it('with secondary storage in each process, another instance keeps answering a signed-out session from its cache (why it must be shared)', async () => {
    const all = origins(separate);
    const { email, phone } = await twoDevices(all);
    const kept = await warmEverywhere(phone, all);
    expect((await phone.send('/sign-out', { instance: 0, body: {} })).status).toBe(200);
    expect(await sessionsElsewhere(phone, all, kept)).toEqual([expect.objectContaining({ user: expect.objectContaining({ email }) })]);
  });
});

/** An administrator: signed up, given the admin role in the database, then signed in afresh. */
async function signedInAdmin(origins: string[], address: UsedInstances['address']): Promise<InstanceClient> {
  const email = newEmail();
  const admin = instanceClient(origins);
  await admin.send('/sign-up/email', { body: { name: 'Admin', email, password: PASSWORD } });
  const db = kyselyAt(address);
  try {
    await db.updateTable('user').set({ role: 'admin' }).where('email', '=', email).execute();
  } finally {
    await db.destroy();
  }
  expect((await admin.send('/sign-in/email', { body: { email, password: PASSWORD } })).status).toBe(200);
  return admin;
}
