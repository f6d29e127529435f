import type { FetchOptions } from '@latchkey/client';

/** Where a client keeps its session token: memory, `localStorage`, a keychain. */
export interface BearerTokenStore {
  get(): string | null | Promise<string | null>;
  set(token: string | null): void | Promise<void>;
}

export interface BearerFetchOptionsInput {
  /** Defaults to memory: the token lives as long as the page or process. */
  store?: BearerTokenStore;
}

/**
 * A store in memory, for scripts and tests; pass your own for anything that outlives a process.
 *
 * @example
 * const store = memoryTokenStore();
 * createAuthClient({ fetchOptions: bearerFetchOptions({ store }) });
 */
export function memoryTokenStore(initial: string | null = null): BearerTokenStore {
  let token = initial;
  return { get: () => token, set: (next) => void (token = next) };
}

/** A `get-session` answer of `null`: the stored token no longer names a session. */
async function answeredNoSession(response: Response): Promise<boolean> {
  try {
    return (await response.clone().json()) === null;
  } catch {
    return false;
  }
}

/**
 * Fetch options that make `@latchkey/client` authenticate with a bearer token
 * instead of cookies: every request carries `Authorization: Bearer <token>`,
 * the `set-auth-token` of a sign-in is stored, and sign-out (or a
 * `get-session` that finds no session) forgets it. Cookies are not sent.
 *
 * @example
 * const client = createAuthClient<typeof auth>({
 *   baseURL: 'https://app.example',
 *   fetchOptions: bearerFetchOptions({ store: { get: () => localStorage.getItem('token'), set: (t) => t ? localStorage.setItem('token', t) : localStorage.removeItem('token') } }),
 * });
 */
export function bearerFetchOptions(input: BearerFetchOptionsInput = {}): FetchOptions {
  const store = input.store ?? memoryTokenStore();
  return {
    credentials: 'omit',
    async onRequest({ init }) {
      const token = await store.get();
      if (token) init.headers.set('authorization', `Bearer ${token}`);
    },
    async onResponse(response, { path }) {
      const issued = response.headers.get('set-auth-token');
      if (issued) return store.set(issued);
      if (!response.ok) return;
      if (path === '/sign-out' || (path === '/get-session' && (await answeredNoSession(response)))) await store.set(null);
    },
  };
}
