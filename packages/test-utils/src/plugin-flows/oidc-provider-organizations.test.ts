// The OpenID provider with the organization plugin: the `organizations` scope
// releases the user's organizations and their role in each.
import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { organization } from '@latchkey/organization';
import { send, type Jar } from '../account-kit.js';
import {
  authorizationParams,
  authorize,
  createProviderAuth,
  ISSUER,
  locationOf,
  obtainCode,
  redeem,
  signedInWithClient,
  type ProviderAuth,
} from '../plugin-instances/oidc-provider.js';

async function createOrganization(auth: ProviderAuth, jar: Jar, slug: string): Promise<string> {
  const response = await send(auth, jar, '/organization/create', { body: { name: `Org ${slug}`, slug } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

async function metadataOf(auth: ProviderAuth): Promise<Record<string, unknown>> {
  return (await (await auth.handler(new Request(`${ISSUER}/.well-known/openid-configuration`))).json()) as Record<string, unknown>;
}

describe('oidc-provider with the organization plugin', () => {
  it('the organizations scope puts the user’s organizations, with role, in the ID token and userinfo; nobody else’s', async () => {
    const auth = createProviderAuth({ plugins: [organization()] });
    const { jar, client } = await signedInWithClient(auth);
    const acme = await createOrganization(auth, jar, 'acme');
    const globex = await createOrganization(auth, jar, 'globex');
    const stranger = await signedInWithClient(auth);
    await createOrganization(auth, stranger.jar, 'initech');

    const { code, verifier } = await obtainCode(auth, { jar, client, overrides: { scope: 'openid organizations' } });
    const { body } = await redeem(auth, { client, code, verifier });
    const expected = [
      { id: acme, name: 'Org acme', slug: 'acme', role: 'owner' },
      { id: globex, name: 'Org globex', slug: 'globex', role: 'owner' },
    ];
    expect(decodeJwt(String(body.id_token)).organizations).toEqual(expected);
    const userinfo = await auth.handler(new Request(`${ISSUER}/oauth2/userinfo`, { headers: { authorization: `Bearer ${String(body.access_token)}` } }));
    expect(((await userinfo.json()) as Record<string, unknown>).organizations).toEqual(expected);
  });

  it('without the scope there is no organizations claim', async () => {
    const auth = createProviderAuth({ plugins: [organization()] });
    const { jar, client } = await signedInWithClient(auth);
    await createOrganization(auth, jar, 'acme');
    const { code, verifier } = await obtainCode(auth, { jar, client, overrides: { scope: 'openid profile' } });
    const { body } = await redeem(auth, { client, code, verifier });
    expect(decodeJwt(String(body.id_token)).organizations).toBeUndefined();
  });

  it('discovery lists the scope and claim only with the organization plugin; without it the scope is refused', async () => {
    const metadata = await metadataOf(createProviderAuth({ plugins: [organization()] }));
    expect(metadata.scopes_supported).toContain('organizations');
    expect(metadata.claims_supported).toContain('organizations');

    const auth = createProviderAuth();
    expect((await metadataOf(auth)).scopes_supported).not.toContain('organizations');
    const { jar, client } = await signedInWithClient(auth);
    const location = locationOf(await authorize(auth, jar, authorizationParams(client, { scope: 'openid organizations' }).params));
    expect(location.searchParams.get('error')).toBe('invalid_scope');
  });

  it('the consent page describes the scope', async () => {
    const auth = createProviderAuth({ plugins: [organization()] });
    const { jar, client } = await signedInWithClient(auth, { firstParty: false });
    const toConsent = locationOf(await authorize(auth, jar, authorizationParams(client, { scope: 'openid organizations' }).params));
    const consentCode = toConsent.searchParams.get('consent_code') ?? '';
    const details = (await (await send(auth, jar, `/oauth2/consent-details?consent_code=${consentCode}`)).json()) as { scopes: { name: string; description: string }[] };
    expect(details.scopes).toContainEqual({ name: 'organizations', description: 'See your organizations and your role in each' });
  });
});
