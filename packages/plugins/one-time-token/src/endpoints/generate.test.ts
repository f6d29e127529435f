import { describe, expect, it } from 'vitest';
import { AuthError, defineErrorCodes, definePlugin } from 'latchkey/plugins';
import { createOneTimeTokenAuth, errorOf, generateToken, send, signUp } from '@latchkey/test-utils/plugin-instances/one-time-token';

const CODES = defineErrorCodes({ ON_BEHALF: { status: 'FORBIDDEN', message: 'Not while acting for someone else' } });

/** Refuses every sensitive route, as the admin plugin does for impersonation sessions. */
const onBehalfGuard = definePlugin({
  id: 'on-behalf-guard',
  errorCodes: CODES,
  hooks: {
    before: [{ matcher: (ctx) => ctx.meta.sensitive === true, handler: () => { throw AuthError.of(CODES, 'ON_BEHALF'); } }],
  },
});

describe('GET /one-time-token/generate', () => {
  it('answers a 32-character token and stores only its hash, bound to the session', async () => {
    const auth = createOneTimeTokenAuth();
    const ada = await signUp(auth, { email: 'ada@example.com' });
    const response = await send(auth, ada.jar, '/one-time-token/generate');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { token } = (await response.json()) as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    const rows = await (await auth.$context).db.findMany<{ identifier: string; value: string; expiresAt: Date }>({ model: 'verification' });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.identifier).not.toContain(token);
    expect(rows[0]!.value).not.toContain(token);
    expect(JSON.parse(rows[0]!.value)).toMatchObject({ userId: ada.userId });
    const lifetime = rows[0]!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(170_000);
    expect(lifetime).toBeLessThanOrEqual(180_000);
  });

  it('needs a session', async () => {
    const auth = createOneTimeTokenAuth();
    expect(await errorOf(await send(auth, null, '/one-time-token/generate'))).toMatchObject({ status: 401 });
  });

  it('a session acting on someone\'s behalf cannot mint a session that outlives it: the route is sensitive', async () => {
    const auth = createOneTimeTokenAuth({ plugins: [onBehalfGuard] });
    const ada = await signUp(auth, { email: 'ada@example.com' });
    expect(await errorOf(await send(auth, ada.jar, '/one-time-token/generate'))).toMatchObject({ status: 403, code: 'ON_BEHALF' });
  });

  it('the configured lifetime applies, and a bad one is refused at start', async () => {
    const auth = createOneTimeTokenAuth({ oneTimeToken: { expiresIn: 30 } });
    const ada = await signUp(auth, { email: 'ada@example.com' });
    await generateToken(auth, ada.jar);
    const [row] = await (await auth.$context).db.findMany<{ expiresAt: Date }>({ model: 'verification' });
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30_000);
    expect(() => createOneTimeTokenAuth({ oneTimeToken: { expiresIn: 0 } })).toThrow(/expiresIn/);
  });
});
