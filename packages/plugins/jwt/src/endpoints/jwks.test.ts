import { afterEach, describe, expect, it } from 'vitest';
import { decryptValue } from 'latchkey/plugins';
import { createJwtAuth, jwksOf, keyRows, kidOf, request, sharedDatabase, signedIn, signUp, tokenOf, type JwtAuth } from '@latchkey/test-utils/plugin-instances/jwt';

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'];

describe('GET /jwks', () => {
  it('serves the public key set: kid, alg, use "sig", no private member, cacheable', async () => {
    const auth = createJwtAuth();
    const response = await auth.handler(request('/jwks'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=60/);
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toEqual({ kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid: expect.any(String), alg: 'EdDSA', use: 'sig' });
    for (const member of PRIVATE_MEMBERS) expect(keys[0]).not.toHaveProperty(member);
  });

  it('lists the key tokens are signed with', async () => {
    const auth = createJwtAuth();
    const { jar } = await signedIn(auth);
    const token = await tokenOf(auth, jar);
    expect((await jwksOf(auth)).keys.map((key) => key.kid)).toEqual([kidOf(token)]);
  });

  it('private key not readable in the database: stored encrypted with the app secret', async () => {
    const auth = createJwtAuth();
    await jwksOf(auth);
    const [row] = await keyRows(auth);
    expect(row!.privateKey).toMatch(/^v1\.[^.]+\.[^.]+\.[^.]+$/);
    expect(() => JSON.parse(row!.privateKey)).toThrow();
    const ctx = await auth.$context;
    // It opens only with the secret and the plugin's own label.
    const opened = JSON.parse((await decryptValue(row!.privateKey, ctx.secrets, { info: 'latchkey:jwt-private-key' }))!) as Record<string, string>;
    expect(opened.d).toEqual(expect.any(String));
    expect(row!.privateKey).not.toContain(opened.d);
    expect(await decryptValue(row!.privateKey, ['another-secret-that-is-long-enough-0123456789'], { info: 'latchkey:jwt-private-key' })).toBeNull();
    expect(await decryptValue(row!.privateKey, ctx.secrets)).toBeNull();
    expect(row!.publicKey).not.toContain(opened.d);
  });
});

describe('concurrent first use', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  async function twoInstances(): Promise<[JwtAuth, JwtAuth]> {
    const shared = sharedDatabase();
    close = shared.close;
    const first = createJwtAuth({ database: shared.database });
    await first.$context; // creates the tables once
    const second = createJwtAuth({ database: shared.database });
    await second.$context;
    return [first, second];
  }

  it('concurrent first use creates one key: two instances, many requests at once, one usable current key', async () => {
    const [first, second] = await twoInstances();
    const { jar } = await signUp(first, { email: 'ada@example.com' });
    const answers = await Promise.all(
      [first, second, first, second, first, second].flatMap((auth) => [tokenOf(auth, jar), jwksOf(auth)]),
    );
    const rows = await keyRows(first);
    expect(rows).toHaveLength(1);
    const tokens = answers.filter((answer): answer is string => typeof answer === 'string');
    expect(new Set(tokens.map(kidOf))).toEqual(new Set([rows[0]!.id]));
    for (const answer of answers) if (typeof answer !== 'string') expect(answer.keys.map((key) => key.kid)).toEqual([rows[0]!.id]);
  });
});
