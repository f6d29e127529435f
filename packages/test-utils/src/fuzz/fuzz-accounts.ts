// The signed-in users the fuzzer acts as: created on demand, re-created when a
// fuzzed request signed them out, banned or deleted them.
import { cookieJar, request } from '../test-instance.js';
import type { FuzzInstance } from './fuzz-instance.js';

export const FUZZ_PASSWORD = 'fuzzing correct horse';

export interface FuzzAccount {
  email: string;
  id: string;
  cookie: string;
  token: string;
}

let created = 0;

/**
 * Signs a new user up (a captcha is solved for it) and, for `admin`, gives it the admin role.
 *
 * @example
 * const admin = await createAccount(fuzz, 'admin');
 */
export async function createAccount(fuzz: FuzzInstance, role: 'user' | 'admin'): Promise<FuzzAccount> {
  created += 1;
  const email = `${role}-${created}-${Date.now()}@fuzz.test`;
  // Each account from its own address, so the sign-up rate limit is not what the fuzzer tests here.
  const headers = { 'x-captcha-response': fuzz.captchaServer.solve(), 'x-forwarded-for': `192.0.2.${created % 250}` };
  const body = { name: `Fuzz ${role} ${created}`, email, password: FUZZ_PASSWORD };
  const response = await fuzz.auth.handler(request('/sign-up/email', { body, headers }));
  if (response.status !== 200) throw new Error(`fuzz sign-up failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  if (role === 'admin') fuzz.db.prepare('update "user" set "role" = ? where "id" = ?').run('admin', user.id);
  const jar = cookieJar();
  jar.store(response);
  return { email, id: user.id, cookie: jar.header(), token: response.headers.get('set-auth-token') ?? '' };
}

/** Whether the account's session still signs it in. */
export async function stillSignedIn(fuzz: FuzzInstance, account: FuzzAccount): Promise<boolean> {
  const response = await fuzz.auth.handler(request('/get-session', { cookie: account.cookie }));
  const session = (await response.json()) as { user?: { id?: string; banned?: boolean } } | null;
  return session?.user?.id === account.id && session.user.banned !== true;
}
