import type { ClientError, FetchOptions } from '../types.js';

/** The retry delay the spec fixes (linear: the same wait before every retry). */
export const RETRY_DELAY = 1000;

/**
 * How often and how long to retry. Unconfigured, only GET retries (twice):
 * repeating a POST such as sign-up could act twice on the server.
 */
export function resolveRetry(retry: FetchOptions['retry'], method: string): { attempts: number; delay: number } {
  if (retry === undefined) return { attempts: method === 'GET' ? 2 : 0, delay: RETRY_DELAY };
  if (typeof retry === 'number') return { attempts: retry, delay: RETRY_DELAY };
  return { attempts: retry.attempts, delay: retry.delay ?? RETRY_DELAY };
}

/** Network failures and 5xx may pass; a 4xx answer will not change by asking again. */
export function isRetryable(error: ClientError | null): boolean {
  return error !== null && (error.code === 'NETWORK_ERROR' || error.status >= 500);
}
