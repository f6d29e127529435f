// The signed-in users the fuzzer acts as: created on demand, re-created when a
// fuzzed request signed them out, banned or deleted them.
import { FUZZ_BASE_URL, type FuzzInstance } from './fuzz-instance.js';

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
  const response = await fuzz.auth.handler(apiRequest('/sign-up/email', { body, headers }));
  if (response.status !== 200) throw new Error(`fuzz sign-up failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  if (role === 'admin') fuzz.db.prepare('update "user" set "role" = ? where "id" = ?').run('admin', user.id);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { email, id: user.id, cookie, token: response.headers.get('set-auth-token') ?? '' };
}

/** Whether the account's session still signs it in. */
export async function stillSignedIn(fuzz: FuzzInstance, account: FuzzAccount): Promise<boolean> {
  const response = await fuzz.auth.handler(apiRequest('/get-session', { headers: { cookie: account.cookie } }));
  const session = (await response.json()) as { user?: { id?: string; banned?: boolean } } | null;
  return session?.user?.id === account.id && session.user.banned !== true;
}

/**
 * A request to the instance from its own origin: JSON when there is a body.
 *
 * @example
 * await fuzz.auth.handler(apiRequest('/organization/create', { body, headers: { cookie } }));
 */
export function apiRequest(path: string, init: { body?: unknown; headers?: Record<string, string> }): Request {
  const headers = new Headers({ origin: FUZZ_BASE_URL, ...init.headers });
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  return new Request(`${FUZZ_BASE_URL}/api/auth${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}
