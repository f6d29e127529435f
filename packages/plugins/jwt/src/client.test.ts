import { describe, expect, expectTypeOf, it } from 'vitest';
import { createAuthClient } from '@latchkey/client';
import type { DefaultCore } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { jwtClient } from './client.js';
import { createJwtAuth, decodeJwt, TEST_BASE_URL } from '@latchkey/test-utils/plugin-instances/jwt';
import { verifyJwt } from './verify.js';

describe('jwtClient', () => {
  it('client.jwt.token() answers a JWT for the session that verifies against client.jwks(); without a session, UNAUTHORIZED', async () => {
    const auth = createJwtAuth();
    const { fetch, seen } = handlerFetch(auth);
    const client = createAuthClient<DefaultCore, [ReturnType<typeof jwtClient>]>({ baseURL: TEST_BASE_URL, plugins: [jwtClient()], fetchOptions: { fetch } });

    expect((await client.jwt.token()).error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const signedUp = await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' });
    const { data: token, error } = await client.jwt.token();
    expect(error).toBeNull();
    expectTypeOf(token).toEqualTypeOf<string | null>();
    expect(decodeJwt(token!).sub).toBe(signedUp.data!.user.id);

    const { data: jwks } = await client.jwks();
    const verified = await verifyJwt(token!, { jwks: jwks!, issuer: TEST_BASE_URL, audience: TEST_BASE_URL });
    expect(verified.ok).toBe(true);
    expect(((await client.token()).data as { token: string }).token).toEqual(expect.any(String));
    expect(seen).toContain('GET /token');
    expect(seen).toContain('GET /jwks');
  });
});
