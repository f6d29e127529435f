// Small helpers the account tests share: background work you can wait for,
// signing users up and in, and reading error answers.
import type { AuthOptions } from 'latchkey';
import { cookieJar, request } from './test-instance.js';

export const PASSWORD = 'correct horse battery';

export type Jar = ReturnType<typeof cookieJar>;

/** Anything with the Fetch handler: every test instance. */
export interface HasHandler {
  handler(request: Request): Promise<Response>;
}

/**
 * A `waitUntil` that keeps every background task (mail lookups and sends) so a
 * test can wait for all of them with `settle()`.
 */
export function backgroundTasks(): { waitUntil: NonNullable<AuthOptions['waitUntil']>; settle(): Promise<void> } {
  const pending: Promise<unknown>[] = [];
  return {
    waitUntil: (task) => void pending.push(task),
    settle: async () => {
      while (pending.length > 0) await Promise.allSettled(pending.splice(0));
    },
  };
}

/** Signs a user up (signed in) and answers its cookie jar and id. */
export async function signUp(
  auth: HasHandler,
  input: { email: string; password?: string; name?: string },
): Promise<{ jar: Jar; userId: string }> {
  const jar = cookieJar();
  const body = { name: input.name ?? 'Test User', email: input.email, password: input.password ?? PASSWORD };
  const response = await auth.handler(request('/sign-up/email', { body }));
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  jar.store(response);
  const { user } = (await response.json()) as { user: { id: string } };
  return { jar, userId: user.id };
}

/** Signs in once more, in a new jar: another device. */
export async function signIn(auth: HasHandler, input: { email: string; password?: string }): Promise<Jar> {
  const jar = cookieJar();
  const body = { email: input.email, password: input.password ?? PASSWORD };
  const response = await auth.handler(request('/sign-in/email', { body }));
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  jar.store(response);
  return jar;
}

/** Sends a request with the jar's cookies and keeps what the answer sets. */
export async function send(
  auth: HasHandler,
  jar: Jar | null,
  path: string,
  init: { body?: unknown; method?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const response = await auth.handler(request(path, { ...init, cookie: jar?.header() }));
  jar?.store(response);
  return response;
}

/** Whether the jar's session is still accepted. */
export async function hasSession(auth: HasHandler, jar: { header(): string }): Promise<boolean> {
  const response = await auth.handler(request('/get-session', { cookie: jar.header() }));
  return (await response.json()) !== null;
}

/** Reads an error answer: status, code and message. */
export async function errorOf(response: Response): Promise<{ status: number; code: unknown; message: unknown }> {
  const body = (await response.json()) as { code?: unknown; message?: unknown };
  return { status: response.status, code: body.code, message: body.message };
}
