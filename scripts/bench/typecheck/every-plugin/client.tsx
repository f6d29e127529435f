import { adminClient } from '@latchkey/admin/client';
import { jwtClient } from '@latchkey/jwt/client';
import { createAuthClient } from '@latchkey/react';
import { twoFactorClient } from '@latchkey/two-factor/client';
import type { auth } from './server.js';

const plugins = [adminClient(), twoFactorClient({ onTwoFactorRedirect: () => undefined }), jwtClient()] as const;

export const client = createAuthClient<typeof auth, typeof plugins>({ plugins });

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

async function jwtCalls() {
  const token = await client.jwt.token();
  return token.data;
}

export function Account() {
  const { data } = client.useSession();
  const run = () => void Promise.all([core(), adminCalls('u1'), twoFactorCalls(), jwtCalls()]);
  return <button onClick={run}>{data?.user.twoFactorEnabled ? 'on' : data?.user.locale}</button>;
}
