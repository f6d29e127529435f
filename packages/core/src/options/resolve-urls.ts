import { requiresProductionSettings } from './requires-production-settings.js';

/**
 * Validates the base path: `/` followed by segments, no trailing slash, no dot
 * segments, no query. `'/'` and `''` mount at the root.
 */
export function resolveBasePath(basePath: string | undefined): string {
  const value = basePath ?? '/api/auth';
  if (value === '' || value === '/') return '';
  const valid = /^(\/[A-Za-z0-9._~-]+)+$/.test(value) && !value.split('/').some((s) => s === '.' || s === '..');
  if (!valid) {
    throw new Error(
      `Latchkey: basePath "${value}" is malformed. Use a path like "/api/auth": a leading slash, no trailing slash, no query.`,
    );
  }
  return value;
}

/**
 * Validates the base URL and reduces it to its origin. It is the origin Latchkey
 * trusts by default and the root of every link it sends, so it is never taken
 * from a request's Host header.
 */
export function resolveBaseURL(baseURL: string | undefined, env: Record<string, string | undefined>): string {
  const value = baseURL ?? env.LATCHKEY_URL;
  if (!value) {
    if (requiresProductionSettings(env)) {
      throw new Error(
        'Latchkey: no baseURL in production. Set LATCHKEY_URL (or the `baseURL` option) to the app\'s public URL, ' +
          'e.g. https://app.example.com, wherever the app runs or is built (`next build` loads it too).',
      );
    }
    return `http://localhost:${env.PORT ?? '3000'}`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Latchkey: baseURL "${value}" is not an absolute URL. Use e.g. "https://app.example.com".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Latchkey: baseURL "${value}" must use http or https.`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new Error(`Latchkey: baseURL "${value}" must not carry credentials, a query or a fragment.`);
  }
  return url.origin;
}
