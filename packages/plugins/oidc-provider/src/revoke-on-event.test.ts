import { describe, expect, it } from 'vitest';
import { emitSystemEvent } from 'latchkey/plugins';
import {
  createProviderAuth,
  introspectToken,
  obtainCode,
  redeem,
  refresh,
  signedInWithClient,
  type ProviderAuth,
  type TestClient,
} from '@latchkey/test-utils/plugin-instances/oidc-provider';

// Written out, not read from CREDENTIAL_REVOKING_EVENTS: an event dropped from the set fails here.
const REVOKING = ['password.changed', 'password.reset-completed', 'admin.password-set', 'admin.user-banned', 'account.deleted', 'admin.user-removed'];

interface Holder {
  userId: string;
  client: TestClient;
  accessToken: string;
  refreshToken: string;
}

/** A user with an offline grant for a first-party client of their own. */
async function holder(auth: ProviderAuth): Promise<Holder> {
  const { jar, userId, client } = await signedInWithClient(auth);
  const { code, verifier } = await obtainCode(auth, { jar, client, overrides: { scope: 'openid offline_access' } });
  const { body } = await redeem(auth, { client, code, verifier });
  return { userId, client, accessToken: String(body.access_token), refreshToken: String(body.refresh_token) };
}

/** Emits `type` about the user as the core does; admin events are named without importing that plugin. */
async function emitAbout(auth: ProviderAuth, input: { type: string; userId: string }): Promise<void> {
  await emitSystemEvent(await auth.$context, { type: input.type, userId: input.userId } as never);
}

describe('grants after every credential-revoking event', () => {
  it.each(REVOKING)('%s revokes the user’s refresh and access tokens, and no one else’s', async (type) => {
    const auth = createProviderAuth();
    const [mine, theirs] = [await holder(auth), await holder(auth)];

    await emitAbout(auth, { type, userId: mine.userId });

    expect(await refresh(auth, mine)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await introspectToken(auth, { client: mine.client, token: mine.accessToken })).toEqual({ active: false });
    expect((await refresh(auth, theirs)).status).toBe(200);
  });

  it.each(['password.set', 'session.revoked', 'sign-out', 'admin.user-unbanned', 'admin.role-set'])('%s leaves the grants alone', async (type) => {
    const auth = createProviderAuth();
    const mine = await holder(auth);
    await emitAbout(auth, { type, userId: mine.userId });
    expect((await refresh(auth, mine)).status).toBe(200);
  });
});
