import type { ClientFetch, ClientResult, FetchInit, FetchOptions, RequestContext } from '../types.js';
import { buildURL } from './build-url.js';
import { readResponse } from './read-response.js';
import { isRetryable, resolveRetry } from './resolve-retry.js';

export interface FetchConfig {
  baseURL?: string;
  /** Defaults to `/api/auth`. */
  basePath?: string;
  fetchOptions?: FetchOptions;
  /** Called after every successful call, with the endpoint path and the answer's data. */
  onSuccess?(path: string, data: unknown): void;
}

const failure = (code: string, message: string): ClientResult<never> => ({
  data: null,
  error: { status: 0, code, message },
});

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds `$fetch`: JSON in, `{ data, error }` out, with linear retries for
 * network failures and 5xx answers. It never throws for HTTP or network failures.
 *
 * @example
 * const $fetch = createFetch({ baseURL: 'https://app.example.com' });
 * const { data, error } = await $fetch('/get-session');
 */
export function createFetch(config: FetchConfig): ClientFetch {
  return async function $fetch<T>(path: string, init: FetchInit = {}): Promise<ClientResult<T>> {
    const options: FetchOptions = { ...config.fetchOptions, ...init.fetchOptions };
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    const { attempts, delay } = resolveRetry(options.retry, method);
    for (let attempt = 0; ; attempt++) {
      const result = await send<T>(config, path, { ...init, method }, options);
      if (attempt < attempts && isRetryable(result.error) && !init.signal?.aborted) {
        await sleep(delay);
        continue;
      }
      if (result.error) await options.onError?.(result.error, { path });
      else config.onSuccess?.(path, result.data);
      return result;
    }
  };
}

async function send<T>(config: FetchConfig, path: string, init: FetchInit, options: FetchOptions): Promise<ClientResult<T>> {
  let url: URL;
  try {
    url = buildURL(config.baseURL, (config.basePath ?? '/api/auth') + path, init.query);
  } catch (error) {
    return failure('INVALID_URL', (error as Error).message);
  }
  const headers = new Headers(options.headers);
  new Headers(init.headers).forEach((value, name) => headers.set(name, value));
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const context: RequestContext = {
    path,
    url,
    init: {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? null : JSON.stringify(init.body),
      credentials: options.credentials ?? 'include',
      signal: init.signal ?? null,
    },
  };
  let response: Response;
  try {
    await options.onRequest?.(context);
    response = await (options.fetch ?? fetch)(context.url, context.init);
  } catch (error) {
    if (init.signal?.aborted) return failure('ABORTED', 'The request was aborted');
    return failure('NETWORK_ERROR', error instanceof Error ? error.message : 'Network request failed');
  }
  await options.onResponse?.(response, context);
  return readResponse<T>(response);
}
