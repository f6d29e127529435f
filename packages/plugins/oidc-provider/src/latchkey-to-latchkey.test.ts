// Latchkey's own social sign-in, configured with this provider as a generic OpenID issuer, signs a user in to a second Latchkey instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar } from '@latchkey/test-utils/cookie-jar';
import type { LoopbackServer } from '@latchkey/test-utils/loopback-server';
import { createTestAuth } from '@latchkey/test-utils/test-instance';
import { locationOf, registerTestClient, request, serveProvider, signUp, TEST_BASE_URL, type ProviderAuth, type TestClient } from '@latchkey/test-utils/plugin-instances/oidc-provider';

const APP_CALLBACK = `${TEST_BASE_URL}/api/auth/callback/playground`;

let provider: ProviderAuth;
let server: LoopbackServer;
let client: TestClient;

beforeAll(async () => {
  ({ auth: provider, server } = await serveProvider());
  client = await registerTestClient(provider, { name: 'Second app', redirectUris: [APP_CALLBACK] });
});

afterAll(async () => {
  await server.close();
});

function secondApp() {
  return createTestAuth({
    socialProviders: {
      genericOIDC: [
        { id: 'playground', issuer: `${server.origin}/api/auth`, clientId: client.clientId, clientSecret: client.clientSecret ?? '', allowPrivateNetwork: true, scopes: ['openid', 'email', 'profile'] },
      ],
    },
  });
}

describe('Latchkey to Latchkey', () => {
  it('signs a provider user in to a second instance through its generic OpenID sign-in, with consent on the way', async () => {
    const app = secondApp();
    const appJar = cookieJar();
    const started = await app.handler(request('/sign-in/social', { body: { provider: 'playground', callbackURL: '/dashboard' } }));
    expect(started.status).toBe(200);
    appJar.store(started);
    const { url } = (await started.json()) as { url: string };
    expect(url.startsWith(`${server.origin}/api/auth/oauth2/authorize?`)).toBe(true);

    // At the provider: signed in there, the user consents.
    const { jar: providerJar } = await signUp(provider, { email: 'grace@example.com', name: 'Grace Hopper' });
    const toConsent = locationOf(await provider.handler(new Request(url, { headers: { cookie: providerJar.header() } })));
    expect(toConsent.pathname).toBe('/oauth/consent');
    const { redirectURI } = await provider.api.oauth2Consent({
      body: { consentCode: toConsent.searchParams.get('consent_code') ?? '', accept: true },
      headers: { cookie: providerJar.header() },
    });

    // Back at the second app: its callback exchanges the code and signs the user in.
    const landed = await app.handler(new Request(redirectURI, { headers: { cookie: appJar.header() } }));
    appJar.store(landed);
    expect(landed.headers.get('location')).toBe('/dashboard');
    const session = (await (await app.handler(request('/get-session', { cookie: appJar.header() }))).json()) as { user: { email: string; name: string } };
    expect(session.user).toMatchObject({ email: 'grace@example.com', name: 'Grace Hopper' });
  });
});
