// Relative targets are resolved against a placeholder origin and written back
// as a path, so `/done?x=1` stays relative and an absolute URL keeps its origin.
const PLACEHOLDER = 'https://relative.invalid';

/**
 * Adds query parameters to a redirect target that already passed
 * `assertSafeRedirect`, keeping its existing query and fragment.
 *
 * @example
 * withQuery('/reset?lang=en', { token }); // '/reset?lang=en&token=…'
 */
export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target, PLACEHOLDER);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  if (target.startsWith('/')) return `${url.pathname}${url.search}${url.hash}`;
  return url.toString();
}
