// Turns a fuzz case into a real Request, with live values in place of the placeholders.
import type { FuzzCase } from './fuzz-case.js';
import type { FuzzRoute } from './route-table.js';
import { materialize, type LiveValues } from './fuzz-values.js';
import { FUZZ_BASE_URL } from './fuzz-instance.js';

const MALFORMED_JSON = ['{"a":', '{"email":"a@b.c",}', '[1,2', '\uFEFF{}', '{"__proto__":{"role":"admin"},"email":"$email"}', 'null', '"text"', '1e999'];

let sent = 0;

export interface Sender {
  /** The actor's session cookie header, if signed in. */
  cookie: string | undefined;
  /** The actor's session token, for bearer requests. */
  token: string | undefined;
  /** A fresh captcha token. */
  captchaToken(): string;
}

/**
 * Builds the Request a case describes.
 *
 * @example
 * await auth.handler(buildRequest(route, testCase, { live, sender }));
 */
export function buildRequest(route: FuzzRoute, testCase: FuzzCase, input: { live: LiveValues; sender: Sender }): Request {
  const { live, sender } = input;
  let path = route.path;
  route.params.forEach((name, i) => {
    const value = String(materialize(testCase.params[i] ?? '', live));
    // Percent sequences (`%2e%2e%2f`, `%ZZ`) are sent as they are, to reach the router's decoding.
    const raw = /^[\x21-\x7e]*%[\x21-\x7e]*$/.test(value) && !value.includes('/') && !value.includes('?') && !value.includes('#');
    path = path.replace(`:${name}`, raw ? value : encodeURIComponent(wellFormed(value)));
  });
  const url = new URL(`${FUZZ_BASE_URL}/api/auth${path}`);
  for (const [key, value] of testCase.query) url.searchParams.append(key, stringOf(materialize(value, live)));
  // Requests come from many addresses, as in production, so the per-address limits leave the handlers reachable.
  sent += 1;
  const headers = new Headers({ origin: FUZZ_BASE_URL, 'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}` });
  if (testCase.captcha) headers.set('x-captcha-response', sender.captchaToken());
  if (sender.cookie && !testCase.viaBearer) headers.set('cookie', sender.cookie);
  if (sender.token && testCase.viaBearer) headers.set('authorization', `Bearer ${sender.token}`);
  for (const [name, value] of testCase.headers) {
    const text = headerSafe(String(materialize(value, live)));
    if (name === 'cookie' && headers.has('cookie')) headers.set('cookie', `${headers.get('cookie')}; ${text}`);
    else headers.set(name, text);
  }
  const method = testCase.method;
  const canHaveBody = method !== 'GET' && method !== 'HEAD';
  const encoded = canHaveBody ? encodeBody(testCase, live) : undefined;
  if (encoded?.contentType) headers.set('content-type', encoded.contentType);
  return new Request(url, { method, headers, body: encoded?.body });
}

function encodeBody(testCase: FuzzCase, live: LiveValues): { body: string | undefined; contentType?: string } | undefined {
  const value = materialize(testCase.body, live);
  if (testCase.encoding === 'raw-json') {
    const raw = MALFORMED_JSON[Math.abs(JSON.stringify(testCase.query).length) % MALFORMED_JSON.length] ?? '{';
    return { body: raw.replace('$email', live.$email), contentType: 'application/json' };
  }
  if (value === undefined) return { body: undefined };
  const json = JSON.stringify(value) ?? 'null';
  switch (testCase.encoding) {
    case 'json':
      return { body: json, contentType: 'application/json' };
    case 'charset':
      return { body: json, contentType: 'application/json; charset=utf-7' };
    case 'text':
      return { body: json, contentType: 'text/plain;charset=UTF-8' };
    case 'none':
      return { body: json };
    case 'multipart':
      return { body: `--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n${json}\r\n--x--`, contentType: 'multipart/form-data; boundary=x' };
    case 'form': {
      const form = new URLSearchParams();
      const entries = value !== null && typeof value === 'object' ? Object.entries(value) : [['value', value]];
      for (const [key, item] of entries) {
        for (const one of Array.isArray(item) ? item : [item]) form.append(String(key), stringOf(one));
      }
      return { body: form.toString(), contentType: 'application/x-www-form-urlencoded' };
    }
  }
}

/** Lone surrogates cannot be percent-encoded; they become U+FFFD, as a browser would send them. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

/** Header values must be Latin-1 without NUL, CR or LF; anything else is replaced so the Request can be built. */
function headerSafe(text: string): string {
  return text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?').slice(0, 8_000);
}
