import { fetchJson, type FetchJsonOptions } from './fetch-json.js';
import { requireAccessToken } from './require-access-token.js';
import type { ProfileContext } from './types.js';

/**
 * Calls a profile API with the access token as a Bearer token; defaults to the
 * provider's `userInfo` endpoint.
 *
 * @example
 * getProfile: (context) => fetchProfile<DiscordProfile>(context),
 */
export function fetchProfile<T>(
  context: ProfileContext,
  url?: string | URL,
  init: Omit<FetchJsonOptions, 'fetch' | 'accessToken'> = {},
): Promise<T> {
  const accessToken = requireAccessToken(context.tokens);
  return fetchJson<T>(url ?? context.endpoints.userInfo ?? '', { ...init, fetch: context.fetch, accessToken });
}
