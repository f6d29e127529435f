// The session-creation extension point, through latchkey/plugins alone: a plugin
// refuses a sign-in, adds session fields, or answers a challenge instead.
import { describe, expect, it } from 'vitest';
import {
  AuthError,
  defineEndpoint,
  defineErrorCodes,
  definePlugin,
  findUserById,
  issueSession,
  sessionMiddleware,
  type SignInMethod,
} from 'latchkey/plugins';
import { PASSWORD, errorOf, send, signUp } from '../account-kit.js';
import { cookieJar, createTestAuth, request } from '../test-instance.js';
import {
  createSocialAuth,
  errorOf as redirectErrorOf,
  signInThroughProvider,
  useTestProvider,
} from '../social-routes-instance.js';

const CODES = defineErrorCodes({ BLOCKED_USER: { status: 'FORBIDDEN', message: 'This account is blocked' } });

/** Refuses sign-ins of the addresses in `blocked` and records every method it saw. */
function gatekeeper(blocked: Set<string>, seen: SignInMethod[] = []) {
  return definePlugin({
    id: 'gatekeeper',
    errorCodes: CODES,
    session: {
      beforeCreate: (_ctx, attempt) => {
        seen.push(attempt.method);
        if (blocked.has(attempt.user.email)) throw AuthError.of(CODES, 'BLOCKED_USER');
      },
    },
  });
}

const sessionCount = async (auth: ReturnType<typeof createTestAuth>): Promise<number> =>
  (await auth.$context).db.count({ model: 'session' });

describe('session creation: a plugin refuses', () => {
  it('refuses an email sign-in with the plugin\'s error, creating no session and setting no cookie', async () => {
    const seen: SignInMethod[] = [];
    const blocked = new Set<string>();
    const auth = createTestAuth({ plugins: [gatekeeper(blocked, seen)] });
    await signUp(auth, { email: 'eve@example.com' });
    blocked.add('eve@example.com');
    const before = await sessionCount(auth);
    const signIn = await auth.handler(request('/sign-in/email', { body: { email: 'eve@example.com', password: PASSWORD } }));
    expect(await errorOf(signIn)).toMatchObject({ status: 403, code: 'BLOCKED_USER', message: 'This account is blocked' });
    expect(signIn.headers.getSetCookie()).toEqual([]);
    expect(await sessionCount(auth)).toBe(before);
    expect(seen).toEqual(['sign-up', 'email']);
  });

  describe('social sign-in', () => {
    const provider = useTestProvider();
    it('redirects the OAuth callback with the refusal code and creates no session', async () => {
      const auth = createSocialAuth(provider(), { plugins: [gatekeeper(new Set(['ada@example.com']))] });
      const { location, response } = await signInThroughProvider(auth, provider(), { person: 'ada', body: { callbackURL: '/app' } });
      expect(redirectErrorOf(location)).toBe('BLOCKED_USER');
      expect(response.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c))).toBe(false);
      expect(await sessionCount(auth)).toBe(0);
    });
  });
});

describe('session creation: a plugin adds fields', () => {
  it('stores and answers the fields on the new session', async () => {
    const plugin = definePlugin({
      id: 'tenant',
      schema: { session: { fields: { tenantId: { type: 'string', required: false } } } },
      session: { beforeCreate: () => ({ fields: { tenantId: 't-42' } }) },
    });
    const auth = createTestAuth({ plugins: [plugin] });
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    const session = (await (await send(auth, jar, '/get-session')).json()) as { session: { tenantId: string } };
    expect(session.session.tenantId).toBe('t-42');
  });
});

describe('session creation: a plugin answers a challenge', () => {
  const challenger = (after: string[]) =>
    definePlugin({
      id: 'challenger',
      session: {
        beforeCreate: (ctx, attempt) => {
          if (attempt.method !== 'email') return;
          ctx.cookies.set('challenge', attempt.user.id, { httpOnly: true, maxAge: 600 });
          return { challenge: { data: { twoFactorRedirect: true, twoFactorMethods: ['totp'] } } };
        },
        afterCreate: (_ctx, created) => void after.push(created.method),
      },
    });

  it('answers the challenge data, sets only the plugin cookie and creates no session', async () => {
    const after: string[] = [];
    const auth = createTestAuth({ plugins: [challenger(after)] });
    await signUp(auth, { email: 'ada@example.com' });
    const before = await sessionCount(auth);
    const response = await auth.handler(request('/sign-in/email', { body: { email: 'ada@example.com', password: PASSWORD } }));
    expect(await response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('challenge='))).toBe(true);
    expect(cookies.some((c) => c.includes('session_token'))).toBe(false);
    expect(await sessionCount(auth)).toBe(before);
    expect(after).toEqual(['sign-up']);
    const jar = cookieJar();
    jar.store(response);
    expect(await (await send(auth, jar, '/get-session')).json()).toBeNull();
  });
});

describe('session creation: the factors a sign-in proved', () => {
  it('beforeCreate sees 1 by default and what the issuing plugin declares', async () => {
    const seen: number[] = [];
    const watcher = definePlugin({ id: 'watcher', session: { beforeCreate: (_ctx, attempt) => void seen.push(attempt.factors) } });
    const strong = definePlugin({
      id: 'strong',
      endpoints: {
        strongSignIn: defineEndpoint({
          method: 'POST',
          path: '/strong/sign-in',
          use: [sessionMiddleware],
          handler: async (ctx) => {
            const user = (await findUserById(ctx.auth, ctx.session.user.id))!;
            const issued = await issueSession(ctx, { user, method: 'strong', factors: 2 });
            return { kind: issued.kind };
          },
        }),
      },
    });
    const auth = createTestAuth({ plugins: [watcher, strong] });
    const { jar } = await signUp(auth, { email: 'ada@example.com' });
    expect(await (await send(auth, jar, '/strong/sign-in', { method: 'POST' })).json()).toEqual({ kind: 'session' });
    expect(seen).toEqual([1, 2]);
  });
});
