// What the magic-link tests share: an instance with the plugin, its outbox, and link requests.
import { expect } from 'vitest';
import type { AuthOptions } from 'latchkey';
import { backgroundTasks, errorOf, hasSession, PASSWORD, send, signIn, signUp, type Jar } from '../account-kit.js';
import { cookieJar, createTestAuth, request, TEST_BASE_URL } from '../test-instance.js';
import { magicLink, type MagicLinkOptions, type SendMagicLinkInput } from '@latchkey/magic-link';

/** A test instance with the plugin; mailed links land in `sent` once `settle()` ran. */
export function createMagicLinkAuth(
  input: { magicLink?: Partial<MagicLinkOptions>; auth?: Omit<AuthOptions, 'plugins'>; plugins?: AuthOptions['plugins'] } = {},
) {
  const sent: SendMagicLinkInput[] = [];
  const background = backgroundTasks();
  const auth = createTestAuth({
    waitUntil: background.waitUntil,
    trustedOrigins: ['https://app.example.com'],
    ...input.auth,
    plugins: [magicLink({ sendMagicLink: (data) => void sent.push(data), ...input.magicLink }), ...(input.plugins ?? [])],
  });
  return Object.assign(auth, { sent, settle: background.settle });
}

export type MagicLinkAuth = ReturnType<typeof createMagicLinkAuth>;

/** Asks for a link and answers the mailed one as a path below the base path (or undefined when none was mailed). */
export async function requestLink(auth: MagicLinkAuth, body: Record<string, unknown>): Promise<string | undefined> {
  const before = auth.sent.length;
  const response = await send(auth, null, '/sign-in/magic-link', { body });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: true });
  await auth.settle();
  const mailed = auth.sent.slice(before).at(-1);
  if (!mailed) return undefined;
  const url = new URL(mailed.url);
  expect(url.origin).toBe(TEST_BASE_URL);
  return `${url.pathname.replace('/api/auth', '')}${url.search}`;
}

/** Opens a link the way an app does (no browser navigation): the link is used at once. */
export const useLink = (auth: MagicLinkAuth, path: string, jar: Jar = cookieJar()) => send(auth, jar, path, { headers: { accept: 'application/json' } });

/** The token in a link path. */
export const tokenOf = (path: string): string => new URL(path, TEST_BASE_URL).searchParams.get('token')!;

/** A stored user row by email. */
export async function userByEmail(auth: MagicLinkAuth, email: string): Promise<Record<string, unknown> | null> {
  const ctx = await auth.$context;
  return ctx.db.findOne({ model: 'user', where: [{ field: 'email', value: email }] });
}

export { cookieJar, errorOf, hasSession, PASSWORD, request, send, signIn, signUp, TEST_BASE_URL, type Jar };
