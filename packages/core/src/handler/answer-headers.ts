// A header name as Fetch accepts it: an RFC 9110 token.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// HTTP whitespace, stripped from both ends of a value as Fetch normalizes it.
const EDGE_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g;
// Names are written by code, so a handful recur: each is checked and lower-cased once.
const checkedNames = new Map<string, string>();
const MAX_CHECKED_NAMES = 256;

function headerName(name: string): string {
  const known = checkedNames.get(name);
  if (known !== undefined) return known;
  const text = String(name);
  if (!TOKEN.test(text)) throw new TypeError(`Headers: invalid header name "${text}"`);
  const lower = text.toLowerCase();
  if (checkedNames.size < MAX_CHECKED_NAMES) checkedNames.set(text, lower);
  return lower;
}

const isHttpWhitespace = (code: number): boolean => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

function headerValue(value: string): string {
  let text = String(value);
  // Most values have no whitespace at either end: test two characters rather than scan a token-long value.
  if (text.length > 0 && (isHttpWhitespace(text.charCodeAt(0)) || isHttpWhitespace(text.charCodeAt(text.length - 1)))) {
    text = text.replace(EDGE_WHITESPACE, '');
  }
  // indexOf runs at memory speed; a character-class regex walks a 600-character JWT at a tenth of it.
  if (text.indexOf('\n') !== -1 || text.indexOf('\r') !== -1 || text.indexOf('\0') !== -1) throw new TypeError('Headers: invalid header value');
  return text;
}

/**
 * The headers of an answer as they are collected: endpoints, hooks and cookies
 * write them, and an integration reads them once to send. The Fetch `Headers`
 * interface, with its checks (names are tokens, values hold no CR, LF or NUL
 * and are trimmed) and its reading order (names sorted, `set-cookie` lines one
 * by one, other repeated names joined with ", "), kept in a plain map: undici's
 * `Headers` checks each call through WebIDL and sorts on every read, which cost
 * more than the rest of a session answer's headers. It answers `instanceof
 * Headers`, and Fetch's `Response` and `Headers` take it as an initializer.
 *
 * @example
 * const headers = new AnswerHeaders();
 * headers.set('Cache-Control', 'no-store');
 * new Response(body, { headers });
 */
export class AnswerHeaders implements Headers {
  readonly #values = new Map<string, string>();
  readonly #cookies: string[] = [];

  constructor(init?: Iterable<readonly [string, string]>) {
    if (init) for (const [name, value] of init) this.append(name, value);
  }

  append(name: string, value: string): void {
    const key = headerName(name);
    const text = headerValue(value);
    if (key === 'set-cookie') {
      this.#cookies.push(text);
      return;
    }
    const current = this.#values.get(key);
    this.#values.set(key, current === undefined ? text : `${current}, ${text}`);
  }

  set(name: string, value: string): void {
    const key = headerName(name);
    const text = headerValue(value);
    if (key === 'set-cookie') this.#cookies.splice(0, this.#cookies.length, text);
    else this.#values.set(key, text);
  }

  get(name: string): string | null {
    const key = headerName(name);
    if (key === 'set-cookie') return this.#cookies.length === 0 ? null : this.#cookies.join(', ');
    return this.#values.get(key) ?? null;
  }

  has(name: string): boolean {
    const key = headerName(name);
    return key === 'set-cookie' ? this.#cookies.length > 0 : this.#values.has(key);
  }

  delete(name: string): void {
    const key = headerName(name);
    if (key === 'set-cookie') this.#cookies.length = 0;
    else this.#values.delete(key);
  }

  getSetCookie(): string[] {
    return this.#cookies.slice();
  }

  /**
   * Every line to send, unsorted: `[name, value, name, value, …]`, each
   * `set-cookie` line on its own. What an integration writes, without the sort.
   */
  lines(): string[] {
    const lines: string[] = [];
    // forEach: a for-of over the map would make an entry array per header.
    this.#values.forEach((value, name) => lines.push(name, value));
    for (const cookie of this.#cookies) lines.push('set-cookie', cookie);
    return lines;
  }

  *entries(): HeadersIterator<[string, string]> {
    const names = [...this.#values.keys()];
    if (this.#cookies.length > 0) names.push('set-cookie');
    for (const name of names.sort()) {
      if (name === 'set-cookie') for (const cookie of this.#cookies) yield [name, cookie];
      else yield [name, this.#values.get(name)!];
    }
  }

  *keys(): HeadersIterator<string> {
    for (const [name] of this.entries()) yield name;
  }

  *values(): HeadersIterator<string> {
    for (const [, value] of this.entries()) yield value;
  }

  forEach(callback: (value: string, name: string, parent: Headers) => void, thisArg?: unknown): void {
    for (const [name, value] of this.entries()) callback.call(thisArg, value, name, this);
  }

  [Symbol.iterator](): HeadersIterator<[string, string]> {
    return this.entries();
  }

  get [Symbol.toStringTag](): string {
    return 'Headers';
  }
}

// `instanceof Headers` holds; every member is this class's own, so no undici
// method ever runs on it (undici's would refuse an object it did not make).
Object.setPrototypeOf(AnswerHeaders.prototype, Headers.prototype);
