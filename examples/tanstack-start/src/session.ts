import { createServerFn } from '@tanstack/react-start';
import { appendResponseHeader, getRequestHeaders } from '@tanstack/react-start/server';
import { AuthError } from 'latchkey';
import { auth } from './server/auth.js';

/** The signed-in user, or `null`. A server function, so loaders and `beforeLoad` can call it from either side. */
export const getUser = createServerFn({ method: 'GET' }).handler(async () => {
  const current = await auth.api.getSession({ headers: getRequestHeaders() });
  return current ? { name: current.user.name, email: current.user.email } : null;
});

/** What a form's server function answers: nothing when it worked, else the message to show. */
export type FormResult = { error: string } | null;

/** Hands the `set-cookie` lines of a Latchkey answer to the browser. */
function forwardCookies(headers: Headers): void {
  for (const cookie of headers.getSetCookie()) appendResponseHeader('set-cookie', cookie);
}

async function attempt(run: () => Promise<{ headers: Headers }>): Promise<FormResult> {
  try {
    forwardCookies((await run()).headers);
    return null;
  } catch (error) {
    if (error instanceof AuthError) return { error: error.message };
    throw error;
  }
}

const fields = (data: unknown): Record<string, string> => {
  if (!(data instanceof FormData)) throw new Error('Expected a form');
  return Object.fromEntries([...data].map(([name, value]) => [name, String(value)]));
};

export const signIn = createServerFn({ method: 'POST' })
  .validator(fields)
  .handler(({ data }) =>
    attempt(() =>
      auth.api.signInEmail({
        body: { email: data.email ?? '', password: data.password ?? '' },
        headers: getRequestHeaders(),
        returnHeaders: true,
      }),
    ),
  );

export const signUp = createServerFn({ method: 'POST' })
  .validator(fields)
  .handler(({ data }) =>
    attempt(() =>
      auth.api.signUpEmail({
        body: { name: data.name ?? '', email: data.email ?? '', password: data.password ?? '' },
        headers: getRequestHeaders(),
        returnHeaders: true,
      }),
    ),
  );

export const signOut = createServerFn({ method: 'POST' }).handler(() =>
  attempt(() => auth.api.signOut({ headers: getRequestHeaders(), returnHeaders: true })),
);
