import { createAuthClient } from '@latchkey/react';
import type { auth } from './server.js';

export const client = createAuthClient<typeof auth>();

export function Account() {
  const { data } = client.useSession();
  async function signIn() {
    const { error } = await client.signIn.email({ email: 'ada@example.com', password: 'correct horse battery staple' });
    if (error?.code === client.$ERROR_CODES.INVALID_EMAIL_OR_PASSWORD) return;
    await client.signUp.email({ name: 'Ada', email: 'ada@example.com', password: 'correct horse battery staple', locale: 'en' });
    const sessions = await client.listSessions();
    const current = await client.getSession();
    return [sessions.data?.length, current.data?.user.locale];
  }
  return <button onClick={() => void signIn()}>{data?.user.locale ?? 'Sign in'}</button>;
}
