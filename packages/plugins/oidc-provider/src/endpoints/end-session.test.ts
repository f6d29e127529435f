import { describe, expect, it } from 'vitest';
import { hasSession } from '@latchkey/test-utils/account-kit';
import { eventRecorder } from '@latchkey/test-utils/event-recorder';
import { createProviderAuth, ISSUER, locationOf, obtainCode, redeem, signedInWithClient, type Jar, type ProviderAuth } from '@latchkey/test-utils/plugin-instances/oidc-provider';

function endSession(auth: ProviderAuth, jar: Jar, params: Record<string, string>): Promise<Response> {
  return auth.handler(new Request(`${ISSUER}/oauth2/end-session?${new URLSearchParams(params).toString()}`, { headers: { cookie: jar.header() } }));
}

async function signedInRp(auth: ProviderAuth) {
  const { jar, client } = await signedInWithClient(auth);
  const { code, verifier } = await obtainCode(auth, { jar, client });
  const idToken = String((await redeem(auth, { client, code, verifier })).body.id_token);
  return { jar, client, idToken };
}

describe('GET /oauth2/end-session', () => {
  it('ends the session named by the ID token and returns to the registered post-logout URI with state', async () => {
    const auth = createProviderAuth();
    const { jar, client, idToken } = await signedInRp(auth);
    const response = await endSession(auth, jar, { id_token_hint: idToken, post_logout_redirect_uri: 'https://rp.example.com/signed-out', state: 'bye' });
    expect(locationOf(response).toString()).toBe('https://rp.example.com/signed-out?state=bye');
    expect(await hasSession(auth, jar)).toBe(false);
    expect(client.clientId).toBeTruthy();
  });

  it('an unregistered post-logout URI shows the error page and signs nobody out', async () => {
    const auth = createProviderAuth();
    const { jar, idToken } = await signedInRp(auth);
    const response = await endSession(auth, jar, { id_token_hint: idToken, post_logout_redirect_uri: 'https://evil.example/' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await hasSession(auth, jar)).toBe(true);
  });

  it('without an ID token hint nobody is signed out (no logout by link)', async () => {
    const auth = createProviderAuth();
    const { jar, client } = await signedInRp(auth);
    const response = await endSession(auth, jar, { client_id: client.clientId, post_logout_redirect_uri: 'https://rp.example.com/signed-out' });
    expect(locationOf(response).toString()).toBe('https://rp.example.com/signed-out');
    expect(await hasSession(auth, jar)).toBe(true);
  });

  it('a forged or tampered hint shows the error page', async () => {
    const auth = createProviderAuth();
    const { jar, idToken } = await signedInRp(auth);
    const [header, payload] = idToken.split('.');
    const tampered = `${header}.${payload}.${'A'.repeat(86)}`;
    expect((await endSession(auth, jar, { id_token_hint: tampered })).status).toBe(400);
    expect(await hasSession(auth, jar)).toBe(true);
  });

  it('a sign-out through the provider reports sign-out once, as /sign-out does; a refused one reports nothing', async () => {
    const recorder = eventRecorder();
    const auth = createProviderAuth({ auth: { onEvent: recorder.onEvent, waitUntil: recorder.waitUntil } });
    const { jar, idToken } = await signedInRp(auth);
    await recorder.clear();
    await endSession(auth, jar, { id_token_hint: idToken, post_logout_redirect_uri: 'https://evil.example/' });
    expect(await recorder.of('sign-out')).toEqual([]);
    await endSession(auth, jar, { id_token_hint: idToken });
    await endSession(auth, jar, { id_token_hint: idToken });
    const signedOut = await recorder.of('sign-out');
    expect(signedOut).toHaveLength(1);
    expect(signedOut[0]!.userId).toEqual(expect.any(String));
  });
});
