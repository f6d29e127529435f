// A test instance that signs with the jwt plugin's keys, for plugins that publish or use them (an OpenID provider).
import type { AuthOptions } from 'latchkey';
import { jwt, type JwtOptions } from '@latchkey/jwt';
import { createTestAuth } from './test-instance.js';

/**
 * A test instance with `jwt()` first and the given plugins after it. Plugins
 * cannot import each other, so a plugin's tests that need the jwt plugin's
 * keys get an instance from here.
 *
 * @example
 * const auth = createJwtTestAuth({ plugins: [oidcProvider()] });
 */
export function createJwtTestAuth<const P extends NonNullable<AuthOptions['plugins']>>(input: { plugins: P; jwt?: JwtOptions; auth?: Omit<AuthOptions, 'plugins'> }) {
  return createTestAuth({ ...input.auth, plugins: [jwt(input.jwt), ...input.plugins] });
}
