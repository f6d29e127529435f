import type { JSONWebKeySet, JWTVerifyGetKey } from 'jose';
import { AuthError } from '../error/auth-error.js';
import { OAUTH_ERROR_CODES } from './oauth-error-codes.js';
import { readJsonBody } from './read-json-body.js';
import type { FetchLike } from './types.js';

export interface JwksCacheOptions {
  fetch: FetchLike;
  /** How long a fetched key set is trusted. Defaults to 10 minutes. */
  maxAgeMs?: number;
  /** Minimum gap between refetches caused by an unknown `kid`, so random kids cannot flood the provider. */
  cooldownMs?: number;
}

export interface JwksCache {
  /** A `jwtVerify` key resolver for one JWKS URL. */
  keyFor(url: string): JWTVerifyGetKey;
}

interface Entry {
  keys: JWTVerifyGetKey;
  fetchedAt: number;
}

async function loadKeySet(fetch: FetchLike, url: string): Promise<Entry> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  const body = response.ok ? await readJsonBody(response) : null;
  if (!body || !Array.isArray(body.keys)) {
    throw AuthError.of(OAUTH_ERROR_CODES, 'OAUTH_REQUEST_FAILED', { details: { url, status: response.status } });
  }
  const { createLocalJWKSet } = await import('jose');
  return { keys: createLocalJWKSet(body as unknown as JSONWebKeySet), fetchedAt: Date.now() };
}

/**
 * Caches provider key sets. An unknown `kid` (the provider rotated its keys)
 * triggers one refetch and one retry; further unknown kids within the cooldown
 * fail without a request, so random kids cannot flood the provider.
 *
 * @example
 * const cache = createJwksCache({ fetch });
 * await jwtVerify(token, cache.keyFor('https://www.googleapis.com/oauth2/v3/certs'));
 */
export function createJwksCache(options: JwksCacheOptions): JwksCache {
  const maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
  const cooldownMs = options.cooldownMs ?? 30_000;
  const entries = new Map<string, Promise<Entry>>();
  const lastRefetch = new Map<string, number>();

  const load = (url: string): Promise<Entry> => {
    const pending = loadKeySet(options.fetch, url);
    entries.set(url, pending);
    pending.catch(() => {
      if (entries.get(url) === pending) entries.delete(url);
    });
    return pending;
  };

  const current = async (url: string): Promise<Entry> => {
    const entry = await (entries.get(url) ?? load(url));
    return Date.now() - entry.fetchedAt > maxAgeMs ? load(url) : entry;
  };

  const refetch = async (url: string, stale: Entry): Promise<Entry | null> => {
    const pending = entries.get(url);
    // Another request already refetched: use its result instead of fetching again.
    if (pending && (await pending) !== stale) return pending;
    if (Date.now() - (lastRefetch.get(url) ?? 0) < cooldownMs) return null;
    lastRefetch.set(url, Date.now());
    return load(url);
  };

  return {
    keyFor(url) {
      return async (header, token) => {
        const entry = await current(url);
        try {
          return await entry.keys(header, token);
        } catch (error) {
          const { errors } = await import('jose');
          if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
          const fresh = await refetch(url, entry);
          if (!fresh) throw error;
          return fresh.keys(header, token);
        }
      };
    },
  };
}
