import { adminClient } from '@latchkey/admin/client';
import { createAuthClient } from '@latchkey/react';
import { twoFactorClient } from '@latchkey/two-factor/client';
import type { auth } from './server.js';

export const client = createAuthClient<typeof auth, [ReturnType<typeof adminClient>, ReturnType<typeof twoFactorClient>]>({
  plugins: [adminClient(), twoFactorClient({ onTwoFactorRedirect: () => undefined })],
});

const password = 'correct horse battery staple';

async function core() {
  const { error } = await client.signIn.email({ email: 'ada@example.com', password });
  if (error?.code === client.$ERROR_CODES.INVALID_EMAIL_OR_PASSWORD) return;
  await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password, locale: 'en' });
  await client.listSessions();
  return (await client.getSession()).data?.user.locale;
}

async function adminCalls(userId: string) {
  const users = await client.admin.listUsers({ query: { limit: 10 } });
  await client.admin.setRole({ userId, role: 'support' });
  await client.admin.banUser({ userId, banReason: 'spam' });
  await client.admin.impersonateUser({ userId });
  return users.data?.users[0]?.role;
}

async function twoFactorCalls() {
  const enabled = await client.twoFactor.enable({ password });
  await client.twoFactor.verifyTotp({ code: '123456', trustDevice: true });
  await client.twoFactor.verifyBackupCode({ code: 'abcde-fghij' });
  return enabled.data?.totpURI;
}

export function Account() {
  const { data } = client.useSession();
  const run = () => void Promise.all([core(), adminCalls('u1'), twoFactorCalls()]);
  return <button onClick={run}>{data?.user.twoFactorEnabled ? 'on' : data?.user.locale}</button>;
}
