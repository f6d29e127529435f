// The three ways to create a client, each keeping the plugins' endpoints, actions, atoms and hooks.
import { adminClient } from '@latchkey/admin/client';
import { createAuthClient as createBaseClient, type ClientResult } from '@latchkey/client';
import { jwtClient } from '@latchkey/jwt/client';
import { organizationClient } from '@latchkey/organization/client';
import { useActiveMember, useListOrganizations } from '@latchkey/organization/react';
import { passkeyClient } from '@latchkey/passkey/client';
import { createAuthClient } from '@latchkey/react';
import { twoFactorClient } from '@latchkey/two-factor/client';
import { expectTypeOf } from 'vitest';
import type { auth } from './server.js';

const plugins = () => [organizationClient(), adminClient(), twoFactorClient(), jwtClient(), passkeyClient()] as const;

// With the server's type and client plugins: no second type argument.
const fromServer = createAuthClient<typeof auth>({ plugins: [organizationClient(), adminClient(), twoFactorClient(), jwtClient(), passkeyClient()] });
// Without the server's type: the client plugins carry their servers' types.
const fromPlugins = createAuthClient({ plugins: [...plugins()] });
// Without React.
const base = createBaseClient<typeof auth>({ plugins: [organizationClient(), jwtClient()] });
// The server's type alone: every endpoint of every server plugin.
const serverOnly = createBaseClient<typeof auth>();

type Data<F extends (...args: never[]) => Promise<ClientResult<unknown>>> = Extract<Awaited<ReturnType<F>>, { error: null }>['data'];

export function forms(): void {
  // Endpoints of server plugins, typed in every form.
  expectTypeOf(fromServer.admin.listUsers).toBeFunction();
  expectTypeOf(fromPlugins.admin.listUsers).toBeFunction();
  expectTypeOf(serverOnly.admin.listUsers).toBeFunction();
  expectTypeOf(serverOnly.device.code).toBeFunction();
  expectTypeOf<Data<typeof fromServer.organization.create>['slug']>().toEqualTypeOf<string>();
  expectTypeOf<Data<typeof serverOnly.twoFactor.enable>['totpURI']>().toEqualTypeOf<string>();

  // Atoms and actions of client plugins.
  expectTypeOf(fromServer.$activeOrganization).toEqualTypeOf(fromPlugins.$activeOrganization);
  expectTypeOf(base.$listOrganizations).toEqualTypeOf(fromPlugins.$listOrganizations);
  expectTypeOf(fromServer.jwt.token).returns.resolves.toEqualTypeOf<ClientResult<string>>();
  expectTypeOf(fromPlugins.jwt.token).returns.resolves.toEqualTypeOf<ClientResult<string>>();
  expectTypeOf(base.jwt.token).returns.resolves.toEqualTypeOf<ClientResult<string>>();
  expectTypeOf(fromServer.signInWithPasskey).toBeFunction();
  expectTypeOf(fromPlugins.addPasskey).toBeFunction();

  // Extra fields of the server's user reach the session.
  expectTypeOf<NonNullable<ReturnType<typeof fromServer.useSession>['data']>['user']['locale']>().toEqualTypeOf<
    string | null | undefined
  >();

  // @ts-expect-error an unknown endpoint
  void fromServer.organization.notAnEndpoint;
  // @ts-expect-error an unknown atom
  void fromServer.$notAnAtom;
  // @ts-expect-error `useSession` is the React package's
  void base.useSession;
  // @ts-expect-error wrong argument type
  void fromServer.organization.create({ name: 'Acme', slug: 1 });
  // @ts-expect-error a client plugin must be one
  void createAuthClient<typeof auth>({ plugins: [{ name: 'not a plugin' }] });
}

// The React hooks accept every form.
export function Organizations(): string {
  const mine = useListOrganizations(fromServer);
  const theirs = useListOrganizations(fromPlugins);
  const member = useActiveMember(base);
  expectTypeOf(mine).toEqualTypeOf(theirs);
  return `${mine.data?.[0]?.name ?? ''}${member.data?.role ?? ''}`;
}

// Data is the success body only: the device flow's OAuth error body arrives as `error`.
export async function deviceCode(): Promise<string | undefined> {
  const { data } = await serverOnly.device.code({ client_id: 'cli' });
  expectTypeOf<NonNullable<typeof data>>().toHaveProperty('user_code');
  // @ts-expect-error the OAuth error body is not data
  void data?.error_description;
  return data?.user_code;
}
