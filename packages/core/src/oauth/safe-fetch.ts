import { AuthError } from '../error/auth-error.js';
import { isPublicAddress } from './is-public-address.js';
import { OAUTH_ERROR_CODES } from './oauth-error-codes.js';
import type { FetchLike } from './types.js';

/** Resolves a host name to every address it has. */
export type LookupAll = (hostname: string) => Promise<readonly string[]>;

export interface SafeFetchOptions {
  /** Permit loopback and private addresses and plain http (tests, local identity servers). */
  allowPrivateNetwork?: boolean;
  /** Defaults to 10 seconds. */
  timeoutMs?: number;
  fetch?: FetchLike;
  /** Defaults to node:dns `lookup` with `all: true`, loaded only when first needed. */
  lookup?: LookupAll;
}

const defaultLookup: LookupAll = async (hostname) => {
  const { lookup } = await import('node:dns/promises');
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
};

const refuse = (url: URL, reason: string): AuthError =>
  AuthError.of(OAUTH_ERROR_CODES, 'OAUTH_UNSAFE_URL', { details: { host: url.host, reason } });

/**
 * Throws unless `url` may be called from the server: https (http only with
 * `allowPrivateNetwork`), no credentials, and a host whose every address is public.
 *
 * @example
 * await assertSafeURL(new URL(discoveryURL), { allowPrivateNetwork: false });
 */
export async function assertSafeURL(url: URL, options: SafeFetchOptions = {}): Promise<void> {
  const allowPrivate = options.allowPrivateNetwork === true;
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) throw refuse(url, 'scheme');
  if (url.username || url.password) throw refuse(url, 'credentials');
  if (allowPrivate) return;
  // URL parsing already normalised odd IPv4 spellings (0x7f.1, 2130706433) to dotted form.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = /^[\d.]+$/.test(host) || host.includes(':');
  let addresses: readonly string[];
  try {
    addresses = literal ? [host] : await (options.lookup ?? defaultLookup)(host);
  } catch (cause) {
    throw AuthError.of(OAUTH_ERROR_CODES, 'OAUTH_REQUEST_FAILED', { cause, details: { host: url.host } });
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw refuse(url, 'private_address');
}

/**
 * A `fetch` for URLs that come from configuration or discovery documents rather
 * than code: every call is checked with `assertSafeURL`, times out, and never
 * follows a redirect (a 3xx is an error), so a public URL cannot bounce the
 * server to an internal one. The DNS answer is checked before the request; a
 * host that rebinds between the check and the connection is outside what a
 * `fetch` wrapper can see.
 *
 * @example
 * const fetch = createSafeFetch({ allowPrivateNetwork: process.env.NODE_ENV === 'test' });
 * const response = await fetch('https://id.example.com/.well-known/openid-configuration');
 */
export function createSafeFetch(options: SafeFetchOptions = {}): FetchLike {
  const inner = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 10_000;
  return async function safeFetch(input, init = {}) {
    const url = new URL(input);
    await assertSafeURL(url, options);
    const signal = init.signal ? AbortSignal.any([init.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await inner(url, { ...init, redirect: 'manual', signal });
    } catch (cause) {
      throw AuthError.of(OAUTH_ERROR_CODES, 'OAUTH_REQUEST_FAILED', { cause, details: { host: url.host } });
    }
    if ((response.status >= 300 && response.status < 400) || response.type === 'opaqueredirect') {
      await response.body?.cancel();
      throw refuse(url, 'redirect');
    }
    return response;
  };
}

/**
 * The fetch built-in providers use: their hosts are fixed and public, so only a
 * timeout and "no redirects" are added.
 *
 * @example
 * const fetch = createProviderFetch();
 */
export function createProviderFetch(options: Pick<SafeFetchOptions, 'fetch' | 'timeoutMs'> = {}): FetchLike {
  return createSafeFetch({ ...options, allowPrivateNetwork: true });
}
