import { type Auth, type CORE_ERROR_CODES, defineEndpoint, defineErrorCodes, definePlugin } from 'latchkey';
import { atom } from 'nanostores';
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { createAuthClient } from '../create-auth-client.js';
import { defineClientPlugin } from '../define-client-plugin.js';
import type { BaseSession, BaseUser, CallOptions, ClientError, ClientResult, SessionState } from '../types.js';

// A small server, typed the way `createAuth` types one: core-like account routes and
// an organization plugin, with an extra user field (`plan`). Endpoints are declared
// as constants, as plugin endpoint files declare them.
type User = BaseUser & { plan: 'free' | 'pro' };
const signInEmail = defineEndpoint({
  method: 'POST',
  path: '/sign-in/email',
  body: z.object({ email: z.email(), password: z.string(), rememberMe: z.boolean().default(true) }),
  handler: () => ({ redirect: false, token: 't', user: {} as User }),
});
const getSession = defineEndpoint({
  method: 'GET',
  path: '/get-session',
  query: z.object({ disableCookieCache: z.boolean().optional() }).optional(),
  handler: (): { session: BaseSession; user: User } | null => null,
});
const signOut = defineEndpoint({ method: 'POST', path: '/sign-out', handler: () => ({ success: true }) });
const setPassword = defineEndpoint({
  method: 'POST',
  path: '/set-password',
  body: z.object({ newPassword: z.string() }),
  meta: { serverOnly: true },
  handler: () => ({ status: true }),
});
const resetPasswordPage = defineEndpoint({
  method: 'GET',
  path: '/reset-password/:token',
  handler: () => new Response(null, { status: 302 }),
});
const getFullOrganization = defineEndpoint({
  method: 'GET',
  path: '/organization/get-full-organization',
  query: z.object({ organizationId: z.string().optional() }),
  handler: () => ({ id: 'o1', name: 'Acme', members: [] as { userId: string }[] }),
});
const checkSlug = defineEndpoint({
  method: 'POST',
  path: '/organization/check-slug',
  body: z.object({ slug: z.string() }),
  handler: () => ({ status: true as const }),
});
const listTeams = defineEndpoint({
  method: 'GET',
  path: '/organization/team/list',
  handler: () => [{ id: 't1' }],
});
const organizationCodes = defineErrorCodes({
  ORGANIZATION_SLUG_ALREADY_TAKEN: { status: 'BAD_REQUEST', message: 'Organization slug already taken' },
});
const organization = definePlugin({
  id: 'organization',
  endpoints: { getFullOrganization, checkSlug, listTeams },
  errorCodes: organizationCodes,
});

/** What `typeof auth` looks like to the client: endpoint values and error codes. */
interface Server {
  endpoints: { signInEmail: typeof signInEmail; getSession: typeof getSession; signOut: typeof signOut } & {
    setPassword: typeof setPassword;
    resetPasswordPage: typeof resetPasswordPage;
  } & NonNullable<(typeof organization)['endpoints']>;
  $ERROR_CODES: typeof CORE_ERROR_CODES & typeof organizationCodes;
}
const offline = (): Promise<Response> => Promise.reject(new Error('type tests make no requests'));
const never = (): never => {
  throw new Error('type-level only');
};

describe('createAuthClient<typeof auth>', () => {
  const client = createAuthClient<Server>({ baseURL: 'https://app.test', fetchOptions: { fetch: offline } });

  it('types a core-like endpoint: body in, handler data out', () => {
    expectTypeOf(client.signIn.email).parameters.toEqualTypeOf<
      [input: { email: string; password: string; rememberMe?: boolean | undefined }, options?: CallOptions]
    >();
    expectTypeOf(client.signIn.email).returns.resolves.toEqualTypeOf<
      ClientResult<{ redirect: boolean; token: string; user: User }>
    >();
  });

  it('types GET input as { query } and bodiless POSTs as no input', () => {
    expectTypeOf(client.getSession).parameter(0).toEqualTypeOf<
      { query?: { disableCookieCache?: boolean | undefined } } | undefined
    >();
    expectTypeOf(client.signOut).parameter(0).toEqualTypeOf<undefined>();
    expectTypeOf(client.signOut).returns.resolves.toEqualTypeOf<ClientResult<{ success: boolean }>>();
  });

  it('lets an extra user field flow into outputs and the session store', () => {
    type Data = Extract<Awaited<ReturnType<typeof client.getSession>>, { error: null }>['data'];
    expectTypeOf<NonNullable<Data>['user']['plan']>().toEqualTypeOf<'free' | 'pro'>();
    // Type-level only: reading the store at runtime would load the session.
    type State = ReturnType<typeof client.$session.get>;
    expectTypeOf<State>().toEqualTypeOf<SessionState<{ session: BaseSession; user: User }>>();
    expectTypeOf<State['error']>().toEqualTypeOf<ClientError | null>();
  });

  it('types plugin endpoints of the server', () => {
    expectTypeOf(client.organization.getFullOrganization).parameter(0).toEqualTypeOf<
      { query?: { organizationId?: string | undefined } } | undefined
    >();
    type Org = Extract<Awaited<ReturnType<typeof client.organization.getFullOrganization>>, { error: null }>['data'];
    expectTypeOf<Org['members']>().toEqualTypeOf<{ userId: string }[]>();
  });

  it('nests paths of three segments, each group holding only its own paths', () => {
    expectTypeOf(client.organization.team.list).returns.resolves.toEqualTypeOf<ClientResult<{ id: string }[]>>();
    expectTypeOf<keyof typeof client.organization>().toEqualTypeOf<'getFullOrganization' | 'checkSlug' | 'team'>();
    expectTypeOf<keyof typeof client.organization.team>().toEqualTypeOf<'list'>();
    expectTypeOf<keyof typeof client.signIn>().toEqualTypeOf<'email'>();
  });

  it('types $ERROR_CODES from the core and the plugins, each code its own key', () => {
    expectTypeOf(client.$ERROR_CODES.INVALID_EMAIL_OR_PASSWORD).toEqualTypeOf<'INVALID_EMAIL_OR_PASSWORD'>();
    expectTypeOf(client.$ERROR_CODES.ORGANIZATION_SLUG_ALREADY_TAKEN).toEqualTypeOf<'ORGANIZATION_SLUG_ALREADY_TAKEN'>();
  });

  it('accepts the documented call shapes', () => {
    const valid = async (): Promise<void> => {
      await client.signIn.email({ email: 'a@b.test', password: 'p' });
      await client.signIn.email({ email: 'a@b.test', password: 'p', rememberMe: false }, { headers: { 'x-a': 'b' } });
      await client.getSession();
      await client.getSession({ query: { disableCookieCache: true } });
      await client.signOut();
      await client.organization.getFullOrganization({ query: { organizationId: 'o1' } });
    };
    expectTypeOf(valid).toBeFunction();
  });

  it('refuses misuse', () => {
    const misuse = (): void => {
      // @ts-expect-error password is required
      void client.signIn.email({ email: 'a@b.test' });
      // @ts-expect-error no such field
      void client.signIn.email({ email: 'a@b.test', password: 'p', remember: true });
      // @ts-expect-error server-only endpoints are not on the client
      void client.setPassword({ newPassword: 'x' });
      // @ts-expect-error paths with :params are not on the client
      void client.resetPassword;
      // @ts-expect-error the query of a GET endpoint goes in { query }
      void client.organization.getFullOrganization({ organizationId: 'o1' });
      // @ts-expect-error unknown error code
      void client.$ERROR_CODES.NOT_A_CODE;
      // @ts-expect-error the session store is read-only
      client.$session.set(never());
    };
    expectTypeOf(misuse).toBeFunction();
  });
});

describe('client plugins', () => {
  const $activeOrganization = atom<{ id: string } | null>(null);
  const organizationClient = defineClientPlugin({
    id: 'organization',
    $InferServerPlugin: {} as typeof organization,
    getAtoms: () => ({ $activeOrganization }),
    getActions: ($fetch) => ({ organization: { clearActive: () => $fetch<null>('/organization/set-active') } }),
  });
  const client = createAuthClient({ baseURL: 'https://app.test', fetchOptions: { fetch: offline }, plugins: [organizationClient] });

  it('know their server endpoints and codes without typeof auth', () => {
    expectTypeOf(client.organization.checkSlug).parameters.toEqualTypeOf<[input: { slug: string }, options?: CallOptions]>();
    expectTypeOf(client.$ERROR_CODES.ORGANIZATION_SLUG_ALREADY_TAKEN).toEqualTypeOf<'ORGANIZATION_SLUG_ALREADY_TAKEN'>();
    expectTypeOf(client.$ERROR_CODES.INVALID_EMAIL).toEqualTypeOf<'INVALID_EMAIL'>();
    expectTypeOf(client.ok).returns.resolves.toEqualTypeOf<ClientResult<{ ok: true }>>();
  });

  it('type actions next to an explicit server type when both type arguments are given', () => {
    const plugins = [organizationClient] as const;
    const typed = createAuthClient<Server, typeof plugins>({ baseURL: 'https://app.test', fetchOptions: { fetch: offline }, plugins });
    expectTypeOf(typed.organization.clearActive).returns.resolves.toEqualTypeOf<ClientResult<null>>();
    expectTypeOf(typed.signIn.email).parameter(0).toEqualTypeOf<{ email: string; password: string; rememberMe?: boolean | undefined }>();
  });

  it('add their actions and atoms', () => {
    expectTypeOf(client.organization.clearActive).returns.resolves.toEqualTypeOf<ClientResult<null>>();
    expectTypeOf(client.$activeOrganization).toEqualTypeOf($activeOrganization);
    const misuse = (): void => {
      // @ts-expect-error not an endpoint of the plugin's server
      void client.organization.remove();
    };
    expectTypeOf(misuse).toBeFunction();
  });
});

describe('createAuthClient<Auth<…>>', () => {
  const client = createAuthClient<Auth<{ plugins: [typeof organization] }>>({ baseURL: 'https://app.test', fetchOptions: { fetch: offline } });

  it('knows the core routes and the plugins of the server', () => {
    expectTypeOf(client.ok).returns.resolves.toEqualTypeOf<ClientResult<{ ok: true }>>();
    expectTypeOf(client.organization.checkSlug).parameter(0).toEqualTypeOf<{ slug: string }>();
    expectTypeOf(client.$ERROR_CODES.ORGANIZATION_SLUG_ALREADY_TAKEN).toEqualTypeOf<'ORGANIZATION_SLUG_ALREADY_TAKEN'>();
    const misuse = (): void => {
      // @ts-expect-error unknown error code
      void client.$ERROR_CODES.NOT_A_CODE;
      // @ts-expect-error unknown endpoint
      void client.notAnEndpoint();
    };
    expectTypeOf(misuse).toBeFunction();
  });
});
