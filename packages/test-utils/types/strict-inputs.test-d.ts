// Inputs as strict as the server: the user's extra fields at sign-up and update-user.
import { createAuthClient } from '@latchkey/client';
import { expectTypeOf } from 'vitest';
import type { auth } from './server.js';

const client = createAuthClient<typeof auth>();
const account = { name: 'Ada', email: 'ada@example.com', password: 'correct horse battery staple' };

export async function signUp(): Promise<void> {
  await client.signUp.email({ ...account, locale: 'en' });
  await client.signUp.email(account);
  await client.updateUser({ locale: 'fr' });
  await client.updateUser({ name: 'Ada L.' });
  expectTypeOf<Parameters<typeof client.signUp.email>[0]['locale']>().toEqualTypeOf<string | null | undefined>();

  // @ts-expect-error a wrong type for an extra field
  await client.signUp.email({ ...account, locale: 5 });
  // @ts-expect-error an unknown key (a typo)
  await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: 'p', locle: 'en' });
  // @ts-expect-error a field declared `input: false`
  await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: 'p', plan: 'pro' });
  // @ts-expect-error a plugin's field that requests cannot write
  await client.updateUser({ twoFactorEnabled: false });
  // @ts-expect-error an unknown key at update
  await client.updateUser({ locle: 'fr' });
  // @ts-expect-error a wrong type at update
  await client.updateUser({ locale: 5 });
}

// A sign-in that may answer a two-factor challenge still types its user.
export async function emailOtp(): Promise<string | undefined> {
  const { data } = await client.signIn.emailOtp({ email: 'ada@example.com', otp: '123456' });
  expectTypeOf<NonNullable<typeof data>['user']>().toMatchTypeOf<{ email: string; locale?: string | null } | undefined>();
  return data?.user?.email;
}
