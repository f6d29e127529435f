/** The cookies a browser would hold for one site, kept across requests. */
export interface CookieJar {
  /** The `cookie` request header for every cookie held. */
  header(): string;
  /** Takes the `set-cookie` lines of an answer: new values replace old ones, `Max-Age=0` removes. */
  store(response: Response): void;
  get(name: string): string | undefined;
}

/**
 * Keeps cookies across requests like a browser would, for flows over several calls.
 *
 * @example
 * const jar = cookieJar();
 * jar.store(await auth.handler(request('/sign-in/email', { body })));
 * await auth.handler(request('/get-session', { cookie: jar.header() }));
 */
export function cookieJar(): CookieJar {
  const jar = new Map<string, string>();
  return {
    header: (): string => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    store(response: Response): void {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const index = pair.indexOf('=');
        const name = pair.slice(0, index).trim();
        const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
        if (expired) jar.delete(name);
        else jar.set(name, pair.slice(index + 1));
      }
    },
    get: (name: string): string | undefined => jar.get(name),
  };
}
