import type { JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  accountsOf,
  cookieJar,
  createSocialAuth,
  PROVIDER_ID,
  request,
  sessionUser,
  signUpWithPassword,
  useTestProvider,
  type SocialAuth,
} from '@latchkey/test-utils/social-routes-instance';

const op = useTestProvider();

const ada: JWTPayload = { sub: 'u-ada', email: 'ada@example.com', email_verified: true, name: 'Ada' };

function postIdToken(auth: SocialAuth, idToken: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<Response> {
  return auth.handler(request('/sign-in/social', { body: { provider: PROVIDER_ID, idToken, ...extra } }));
}

/** Refused with 401 INVALID_TOKEN, for the expected reason, with no session and no user. */
async function expectRefused(auth: SocialAuth, idToken: Record<string, unknown>, reason: string): Promise<void> {
  const response = await postIdToken(auth, idToken);
  expect(response.status).toBe(401);
  expect(await response.json()).toMatchObject({ code: 'INVALID_TOKEN', details: { reason } });
  expect(response.headers.getSetCookie()).toEqual([]);
  const ctx = await auth.$context;
  expect(await ctx.db.count({ model: 'user' })).toBe(0);
}

describe('POST /sign-in/social with an ID token', () => {
  it('signs in with a valid ID token and answers redirect false, token and user', async () => {
    const auth = createSocialAuth(op());
    const token = await op().mintIdToken({ ...ada, nonce: 'n-1' });
    const response = await postIdToken(auth, { token, nonce: 'n-1' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { redirect: boolean; token: string; user: { id: string; email: string } };
    expect(body).toMatchObject({ redirect: false, user: { email: 'ada@example.com', emailVerified: true } });
    expect(body.token).toBeTruthy();
    const jar = cookieJar();
    jar.store(response);
    expect((await sessionUser(auth, jar))?.id).toBe(body.user.id);
    expect(await accountsOf(auth, body.user.id)).toHaveLength(1);
  });

  it('pre-account takeover: an ID token does not merge into an unverified local account', async () => {
    const auth = createSocialAuth(op());
    await signUpWithPassword(auth, { email: 'ada@example.com' });
    const response = await postIdToken(auth, { token: await op().mintIdToken(ada) });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'LINKING_NOT_ALLOWED' });
  });

  it('answers 401 USER_EMAIL_NOT_FOUND for a token without an email', async () => {
    const auth = createSocialAuth(op());
    const response = await postIdToken(auth, { token: await op().mintIdToken({ sub: 'u-nomail' }) });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'USER_EMAIL_NOT_FOUND' });
  });

  it('answers 404 ID_TOKEN_NOT_SUPPORTED when the provider has ID-token sign-in off', async () => {
    const auth = createSocialAuth(op(), { provider: { disableIdTokenSignIn: true } });
    const response = await postIdToken(auth, { token: await op().mintIdToken(ada) });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'ID_TOKEN_NOT_SUPPORTED' });
  });

  it('answers 403 SOCIAL_SIGN_UP_DISABLED for a new user when the provider disables sign-up', async () => {
    const auth = createSocialAuth(op(), { provider: { disableSignUp: true } });
    const response = await postIdToken(auth, { token: await op().mintIdToken(ada) });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'SOCIAL_SIGN_UP_DISABLED' });
  });

  it('ID token from another issuer: refused', async () => {
    await expectRefused(createSocialAuth(op()), { token: await op().mintIdToken({ ...ada, iss: 'https://evil.example' }) }, 'issuer_mismatch');
  });

  it('ID token for another client (wrong aud): refused', async () => {
    await expectRefused(createSocialAuth(op()), { token: await op().mintIdToken({ ...ada, aud: 'someone-else' }) }, 'audience_mismatch');
  });

  it('ID token with a forged signature (unpublished key, same kid): refused', async () => {
    await expectRefused(createSocialAuth(op()), { token: await op().mintIdToken(ada, { key: 'foreign' }) }, 'invalid_signature');
  });

  it('ID token with alg none: refused', async () => {
    await expectRefused(createSocialAuth(op()), { token: await op().mintIdToken(ada, { key: 'none' }) }, 'unsupported_algorithm');
  });

  it('ID token signed HS256 with the public key (algorithm confusion): refused', async () => {
    await expectRefused(createSocialAuth(op()), { token: await op().mintIdToken(ada, { key: 'hs256' }) }, 'unsupported_algorithm');
  });

  it('expired ID token: refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(createSocialAuth(op()), { token: await op().mintIdToken({ ...ada, iat: now - 7200, exp: now - 3600 }) }, 'expired');
  });

  it('ID token replayed with another nonce (wrong nonce): refused', async () => {
    await expectRefused(createSocialAuth(op()), { token: await op().mintIdToken({ ...ada, nonce: 'from-another-login' }), nonce: 'mine' }, 'nonce_mismatch');
  });

  it('garbage instead of an ID token: refused', async () => {
    await expectRefused(createSocialAuth(op()), { token: 'not.a.jwt' }, 'malformed');
  });
});
