import { AuthError } from '../error/auth-error.js';
import { OAUTH_ERROR_CODES } from './oauth-error-codes.js';
import type { FetchLike } from './types.js';

export interface FetchJsonOptions {
  fetch: FetchLike;
  /** Sent as `Authorization: Bearer …`. */
  accessToken?: string;
  method?: 'GET' | 'POST';
  headers?: Readonly<Record<string, string>>;
  body?: string;
}

/**
 * Calls a provider API and returns its JSON. A non-2xx answer or a body that is
 * not JSON throws `FAILED_TO_GET_USER_INFO`, which is what a failed profile call means.
 *
 * @example
 * const me = await fetchJson<{ id: string }>('https://api.example.com/me', { fetch, accessToken });
 */
export async function fetchJson<T = unknown>(url: string | URL, options: FetchJsonOptions): Promise<T> {
  const headers = new Headers({ accept: 'application/json', 'user-agent': 'latchkey', ...options.headers });
  if (options.accessToken) headers.set('authorization', `Bearer ${options.accessToken}`);
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.body !== undefined) init.body = options.body;
  const response = await options.fetch(url, init);
  if (!response.ok) {
    await response.body?.cancel();
    throw AuthError.of(OAUTH_ERROR_CODES, 'FAILED_TO_GET_USER_INFO', {
      details: { url: new URL(url).origin + new URL(url).pathname, status: response.status },
    });
  }
  try {
    return (await response.json()) as T;
  } catch (cause) {
    throw AuthError.of(OAUTH_ERROR_CODES, 'FAILED_TO_GET_USER_INFO', { cause });
  }
}
