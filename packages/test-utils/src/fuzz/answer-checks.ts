// What every answer must satisfy, whatever was sent.

/** Text that only an internal failure puts in an answer: stack frames, source paths, database errors. */
const LEAKS: readonly [string, RegExp][] = [
  ['stack frame', /\bat [\w$.<>]+ \(|\n\s+at \S/],
  ['source path', /\.(?:ts|js|mjs|cjs):\d+/],
  ['node_modules', /node_modules/],
  ['SQLite error', /SQLITE|sqlite3?/i],
  ['SQL error', /[Ss]yntax error|[Nn]o such (?:table|column)|[Cc]onstraint failed|[Dd]uplicate key|\bER_[A-Z_]+\b/],
  ['internal error name', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|ZodError)\b/],
  ['file path', /\/(?:work|home|usr|tmp)\/[\w.-]+\//],
];

const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/**
 * Routes OAuth clients call, which answer errors in OAuth's documented shape
 * `{ error, error_description }` (RFC 6749 §5.2, RFC 6750 §3, RFC 7009 §2.2.1,
 * RFC 7591 §3.2.2, RFC 7662 §2.3, RFC 8628 §3.2 and §3.5) instead of `{ code, message }`.
 */
export const OAUTH_ERROR_ROUTES: ReadonlySet<string> = new Set([
  '/device/code',
  '/device/token',
  '/oauth2/device-authorization',
  '/oauth2/token',
  '/oauth2/userinfo',
  '/oauth2/introspect',
  '/oauth2/revoke',
  '/oauth2/register',
]);

/**
 * The problems with one answer; empty when it is fine.
 *
 * @example
 * answerProblems({ path: '/ok', status: 500, text: '', contentType: null }, new Set()); // ['status 500']
 */
export function answerProblems(
  answer: { path: string; status: number; text: string; contentType: string | null },
  unavailableCodes: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  let json: unknown;
  const isJson = answer.contentType?.includes('json') ?? false;
  if (isJson && answer.text) {
    try {
      json = JSON.parse(answer.text);
    } catch {
      problems.push('JSON content type with a body that is not JSON');
    }
  }
  const code = (json as { code?: unknown } | null)?.code;
  if (answer.status >= 500 && !(answer.status === 503 && typeof code === 'string' && unavailableCodes.has(code))) {
    problems.push(`status ${answer.status}`);
  }
  for (const [what, pattern] of LEAKS) if (pattern.test(answer.text)) problems.push(`answer shows ${what}`);
  if (answer.status >= 400 && isJson && OAUTH_ERROR_ROUTES.has(answer.path)) {
    const oauth = (json ?? {}) as { error?: unknown; error_description?: unknown };
    const fine = (typeof oauth.error === 'string' && /^[a-z_]+$/.test(oauth.error) && typeof oauth.error_description === 'string') || typeof code === 'string';
    if (!fine) problems.push('OAuth error without error and error_description');
    if (typeof code === 'string' && !CODE.test(code)) problems.push(`error code ${JSON.stringify(code)} is not SCREAMING_SNAKE`);
  } else if (answer.status >= 400 && isJson) {
    const { message } = (json ?? {}) as { message?: unknown };
    if (typeof code !== 'string' || !CODE.test(code)) problems.push(`error code ${JSON.stringify(code)} is not SCREAMING_SNAKE`);
    if (typeof message !== 'string' || message === '') problems.push('error without a message');
  }
  return problems;
}
