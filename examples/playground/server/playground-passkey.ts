import { passkey } from '@latchkey/passkey';

/**
 * The playground's passkey plugin: the relying party is the playground's own
 * base URL (`localhost` and its origin), so passkeys made here work only here.
 * The sign-in page asks for autofill options on every visit, and one person
 * trying the playground (and its browser tests) visits it often from one
 * address, so the passkey routes get more room than the default 20 a minute.
 *
 * @example
 * createAuth({ plugins: [playgroundPasskey()] });
 */
export function playgroundPasskey() {
  return passkey({ rateLimit: { window: 60, max: 300 } });
}
