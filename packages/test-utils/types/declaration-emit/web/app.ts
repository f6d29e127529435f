// Another package of the monorepo, reading the library's emitted declarations: the
// client keeps its plugins' endpoints, atoms and the server's extra fields.
import { useListOrganizations } from '@latchkey/organization/react';
import { expectTypeOf } from 'vitest';
import { authClient } from '../lib/dist/auth-client.js';

export async function account(): Promise<string | undefined> {
  const { data } = await authClient.admin.listUsers({ query: { limit: 1 } });
  expectTypeOf(authClient.signInWithPasskey).toBeFunction();
  expectTypeOf(useListOrganizations).toBeCallableWith(authClient);
  const session = authClient.$session.get().data;
  expectTypeOf<NonNullable<typeof session>['user']['locale']>().toEqualTypeOf<string | null | undefined>();
  // @ts-expect-error unknown extra field
  void session?.user.notAField;
  return data?.users[0]?.email;
}
