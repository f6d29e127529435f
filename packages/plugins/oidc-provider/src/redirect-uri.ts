// A loopback redirect (RFC 8252 §7.3): http on an IP literal, any port, compared without the port.
const LOOPBACK = /^http:\/\/(127\.0\.0\.1|\[::1\])(?::\d{1,5})?(?=[/?]|$)/;
// A private-use scheme of a native app (RFC 8252 §7.1), reverse domain name style: `com.example.app:/callback`.
const PRIVATE_USE = /^[a-z][a-z0-9+.-]*\.[a-z0-9+.-]+:\/[^/]/;
const PRINTABLE = /^[\x21-\x7e]+$/;

/**
 * Whether `requested` is one of the client's registered redirect URIs: the
 * same string, character for character (no case folding, no decoding, no
 * normalisation), except that a loopback IP redirect may use any port.
 *
 * @example
 * matchRedirectUri('http://127.0.0.1:53121/cb', ['http://127.0.0.1/cb']); // true
 * matchRedirectUri('https://app.example/cb/', ['https://app.example/cb']); // false
 */
export function matchRedirectUri(requested: string, registered: readonly string[]): boolean {
  if (registered.includes(requested)) return true;
  const loopback = LOOPBACK.exec(requested);
  if (!loopback) return false;
  const withoutPort = requested.replace(LOOPBACK, `http://${loopback[1]}`);
  return registered.some((uri) => {
    const match = LOOPBACK.exec(uri);
    return match !== null && uri.replace(LOOPBACK, `http://${match[1]}`) === withoutPort;
  });
}

/**
 * Whether a URI may be registered as a redirect: absolute, printable ASCII,
 * no fragment, no user info; `https`, `http` on a loopback address
 * (`127.0.0.1`, `[::1]`, `localhost`), or a native app's private-use scheme.
 *
 * @example
 * isRegistrableRedirectUri('https://app.example.com/callback'); // true
 * isRegistrableRedirectUri('http://app.example.com/callback'); // false
 */
export function isRegistrableRedirectUri(uri: string): boolean {
  if (uri.length > 2048 || !PRINTABLE.test(uri) || uri.includes('#')) return false;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  if (url.protocol === 'http:') return ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);
  return PRIVATE_USE.test(uri) && !['javascript:', 'data:', 'file:', 'vbscript:'].includes(url.protocol);
}

/** Whether a URI is on the loopback interface or a private-use scheme: where a public client can receive a code without a web server of its own. */
export function isNativeRedirectUri(uri: string): boolean {
  return LOOPBACK.test(uri) || /^http:\/\/localhost(?::\d+)?\//.test(uri) || PRIVATE_USE.test(uri);
}
