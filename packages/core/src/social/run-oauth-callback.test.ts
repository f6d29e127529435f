import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../oauth/types.js';
import {
  createSocialAuth,
  errorOf,
  PROVIDER_ID,
  sessionUser,
  signInThroughProvider,
  useTestProvider,
} from '@latchkey/test-utils/social-routes-instance';

const op = useTestProvider();

/** A fetch that answers the token endpoint without `id_token`, as a tampered or broken provider would. */
const stripIdToken: FetchLike = async (input, init) => {
  const response = await globalThis.fetch(input, init);
  if (!new URL(input).pathname.endsWith('/token')) return response;
  const { id_token: _dropped, ...rest } = (await response.json()) as Record<string, unknown>;
  return Response.json(rest, { status: response.status });
};

describe('OpenID callback', () => {
  it('id token stripping: refuses a token response without an ID token and signs nobody in', async () => {
    const auth = createSocialAuth(op(), { provider: { fetch: stripIdToken } });
    const { location, jar } = await signInThroughProvider(auth, op(), { person: 'ada', body: { provider: PROVIDER_ID } });
    expect(errorOf(location)).toBe('unable_to_get_user_info');
    expect(await sessionUser(auth, jar)).toBeNull();
  });
});
