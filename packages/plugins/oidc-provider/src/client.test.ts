import { describe, expect, it } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import type { DefaultCore } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { oidcProviderClient } from './client.js';
import { authorizationParams, createProviderAuth, locationOf, registerTestClient, type ProviderAuth } from '@latchkey/test-utils/plugin-instances/oidc-provider';

function clientFor(auth: ProviderAuth) {
  const { fetch, jar } = handlerFetch(auth);
  const client = createAuthClient<DefaultCore, [ReturnType<typeof oidcProviderClient>]>({ baseURL: TEST_BASE_URL, plugins: [oidcProviderClient()], fetchOptions: { fetch } });
  return { client, jar };
}

describe('oidcProviderClient', () => {
  it('drives the consent page and the connected-apps list through the typed client', async () => {
    const auth = createProviderAuth();
    const rp = await registerTestClient(auth);
    const { client, jar } = clientFor(auth);
    await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' });
    const query = new URLSearchParams(authorizationParams(rp).params).toString();
    const toConsent = locationOf(await auth.handler(new Request(`${TEST_BASE_URL}/api/auth/oauth2/authorize?${query}`, { headers: { cookie: jar.header() } })));
    const consentCode = toConsent.searchParams.get('consent_code') ?? '';

    const details = await client.oauth2.consentDetails({ query: { consent_code: consentCode } });
    expect(details.data).toMatchObject({ client: { clientId: rp.clientId, name: 'Relying Party' } });
    const answer = await client.oauth2.consent({ consentCode, accept: true });
    expect(new URL(answer.data?.redirectURI ?? '').searchParams.get('code')).toBeTruthy();

    expect((await client.oauth2.connectedApps()).data?.apps.map((app) => app.clientId)).toEqual([rp.clientId]);
    expect((await client.oauth2.revokeConnectedApp({ clientId: rp.clientId })).data).toEqual({ success: true });
    expect((await client.oauth2.connectedApps()).data?.apps).toEqual([]);
  });

  it('reports an unknown consent code as a typed error', async () => {
    const auth = createProviderAuth();
    const { client } = clientFor(auth);
    await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' });
    const { error } = await client.oauth2.consent({ consentCode: 'nope', accept: true });
    expect(error).toMatchObject({ status: 400, code: 'INVALID_CONSENT_CODE' });
  });
});
