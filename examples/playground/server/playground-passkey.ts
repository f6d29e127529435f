import { passkey } from '@latchkey/passkey';

/**
 * The playground's passkey plugin: the relying party is the playground's own
 * base URL (`localhost` and its origin), so passkeys made here work only here.
 *
 * @example
 * createAuth({ plugins: [playgroundPasskey()] });
 */
export function playgroundPasskey() {
  return passkey();
}
