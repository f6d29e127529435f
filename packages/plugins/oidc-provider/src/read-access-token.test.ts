import { describe, expect, it } from 'vitest';
import { createProviderAuth, ISSUER } from '@latchkey/test-utils/plugin-instances/oidc-provider';

const jwtShaped = 'eyJhbGciOiJFZERTQSIsImtpZCI6Im5vbmUiLCJ0eXAiOiJhdCtqd3QifQ.eyJzdWIiOiJ4In0.c2ln';

describe('refused tokens on an instance without keys', () => {
  it('userinfo, introspection and logout refuse them without making the first signing key', async () => {
    const auth = createProviderAuth();
    const context = await auth.$context;
    const keys = async () => (await context.db.findMany({ model: 'jwks' })).length;
    for (const token of ['session-token.signature', jwtShaped]) {
      const userinfo = await auth.handler(new Request(`${ISSUER}/oauth2/userinfo`, { method: 'POST', headers: { authorization: `Bearer ${token}`, origin: new URL(ISSUER).origin } }));
      expect(userinfo.status).toBe(401);
      const logout = await auth.handler(new Request(`${ISSUER}/oauth2/end-session?id_token_hint=${token}`));
      expect(logout.status).toBeLessThan(500);
    }
    expect(await keys()).toBe(0);
  });
});
