const NORMAL_PATH = /^(?:\/[\w~-][\w.~-]*)+$/;

/**
 * Normalises a request path once, so the router, the rate limiter, disabled paths
 * and plugin matchers all see the same string. Returns null for a path that no
 * legitimate client sends (encoded slashes or backslashes, NUL, undecodable
 * escapes), which the engine answers with 404.
 *
 * @example
 * normalizePath('//sign-in/./email/'); // '/sign-in/email'
 */
export function normalizePath(rawPath: string): string | null {
  // Non-empty segments of plain characters, none leading with a dot: already normal.
  if (NORMAL_PATH.test(rawPath)) return rawPath;
  if (/%(2f|5c|00)/i.test(rawPath) || rawPath.includes('\\')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return null;
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/**
 * Strips the base path from a normalised pathname; null when the request is not
 * below it. `/api/authx` is not below `/api/auth`.
 */
export function stripBasePath(pathname: string, basePath: string): string | null {
  if (basePath === '' || basePath === '/') return pathname;
  if (pathname === basePath) return '/';
  if (!pathname.startsWith(`${basePath}/`)) return null;
  return pathname.slice(basePath.length);
}
