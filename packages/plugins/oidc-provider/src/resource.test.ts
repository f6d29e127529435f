// An MCP-style API on loopback accepting the provider's access tokens, found through RFC 9728 metadata.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackServer, type LoopbackServer } from '@latchkey/test-utils/loopback-server';
import { obtainCode, redeem, serveProvider, signedInWithClient, type ProviderAuth } from '@latchkey/test-utils/plugin-instances/oidc-provider';
import { protectedResourceMetadata, unauthorized, verifyAccessToken, type ResourceOptions } from './resource.js';

const RESOURCE = 'https://mcp.example.com/mcp';
const OTHER = 'https://other-api.example.com';

let provider: ProviderAuth;
let providerServer: LoopbackServer;
let api: LoopbackServer;
let options: ResourceOptions;

beforeAll(async () => {
  ({ auth: provider, server: providerServer } = await serveProvider({ resources: [RESOURCE, OTHER] }));
  options = { resource: RESOURCE, issuer: `${providerServer.origin}/api/auth`, scopes: ['openid'], name: 'Notes MCP' };
  // The API: metadata, and one route that needs a token.
  api = await startLoopbackServer((req, res) => {
    const request = new Request(`http://127.0.0.1${req.url}`, { headers: req.headers as Record<string, string> });
    const answer = async (): Promise<Response> => {
      const metadataURL = new URL('/.well-known/oauth-protected-resource', request.url);
      if (new URL(request.url).pathname === metadataURL.pathname) return Response.json(protectedResourceMetadata(options));
      const check = await verifyAccessToken(request, options);
      return check.ok ? Response.json({ user: check.claims.sub, client: check.claims.client_id }) : unauthorized(options, metadataURL, check);
    };
    void answer().then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
});

afterAll(async () => {
  await Promise.all([api.close(), providerServer.close()]);
});

async function tokenFor(resource: string): Promise<{ token: string; userId: string; clientId: string }> {
  const { jar, userId, client } = await signedInWithClient(provider);
  const { code, verifier } = await obtainCode(provider, { jar, client, overrides: { resource } });
  return { token: String((await redeem(provider, { client, code, verifier })).body.access_token), userId, clientId: client.clientId };
}

describe('a protected resource', () => {
  it('answers 401 naming its metadata, which names the provider; a token for it is accepted', async () => {
    const bare = await fetch(`${api.origin}/tools`);
    expect(bare.status).toBe(401);
    const challenge = bare.headers.get('www-authenticate') ?? '';
    const metadataURL = /resource_metadata="([^"]+)"/.exec(challenge)?.[1] ?? '';
    const metadata = (await (await fetch(metadataURL.replace('http://127.0.0.1', api.origin))).json()) as { authorization_servers: string[]; resource: string };
    expect(metadata).toEqual({ resource: RESOURCE, authorization_servers: [`${providerServer.origin}/api/auth`], scopes_supported: ['openid'], bearer_methods_supported: ['header'], resource_name: 'Notes MCP' });
    const discovery = await fetch(`${metadata.authorization_servers[0]}/.well-known/oauth-authorization-server`);
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(metadata.authorization_servers[0]);

    const { token, userId, clientId } = await tokenFor(RESOURCE);
    const ok = await fetch(`${api.origin}/tools`, { headers: { authorization: `Bearer ${token}` } });
    expect(await ok.json()).toEqual({ user: userId, client: clientId });
  });

  it('refuses a token minted for another resource, an ID token', async () => {
    const other = await tokenFor(OTHER);
    const refused = await fetch(`${api.origin}/tools`, { headers: { authorization: `Bearer ${other.token}` } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);

    const { jar, client } = await signedInWithClient(provider);
    const { code, verifier } = await obtainCode(provider, { jar, client, overrides: { resource: RESOURCE } });
    const idToken = String((await redeem(provider, { client, code, verifier })).body.id_token);
    expect((await fetch(`${api.origin}/tools`, { headers: { authorization: `Bearer ${idToken}` } })).status).toBe(401);
  });
});
