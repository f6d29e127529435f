import { createAuthClient } from '@latchkey/client';
import { handlerFetch } from '@latchkey/test-utils/handler-fetch';
import { createTestAuth, TEST_BASE_URL } from '@latchkey/test-utils/test-instance';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { compromisedPasswordClient } from './client.js';
import { compromisedPassword } from './compromised-password.js';
import { startRangeServer, type RangeServer } from '@latchkey/test-utils/fake-servers/range-server';

describe('compromisedPasswordClient', () => {
  let server: RangeServer;
  beforeAll(async () => {
    server = await startRangeServer({ breached: { 'breached but long 1': 10 } });
  });
  afterAll(() => server.close());

  it('types PASSWORD_COMPROMISED, which a sign-up with a breached password answers', async () => {
    const auth = createTestAuth({ plugins: [compromisedPassword({ rangeURL: server.url })] });
    const client = createAuthClient<typeof auth, [ReturnType<typeof compromisedPasswordClient>]>({
      baseURL: TEST_BASE_URL,
      plugins: [compromisedPasswordClient()],
      fetchOptions: { fetch: handlerFetch(auth).fetch },
    });
    expectTypeOf(client.$ERROR_CODES.PASSWORD_COMPROMISED).toEqualTypeOf<'PASSWORD_COMPROMISED'>();
    const { error } = await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: 'breached but long 1' });
    expect(error).toMatchObject({ status: 400, code: client.$ERROR_CODES.PASSWORD_COMPROMISED });
  });
});
