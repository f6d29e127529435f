import { AuthError, definePlugin, type EndpointContext, emitEvent } from 'latchkey/plugins';
import { breachCount } from './breach-count.js';
import {
  resolveCompromisedPasswordOptions,
  type CompromisedPasswordOptions,
  type ResolvedCompromisedPasswordOptions,
} from './compromised-password-options.js';
import { COMPROMISED_PASSWORD_ERROR_CODES } from './error-codes.js';
import type { NewPasswordInput } from 'latchkey/plugins';

/**
 * Refuses new passwords that appear in known breaches, with 400
 * `PASSWORD_COMPROMISED`, on every path that sets a password (sign-up,
 * reset, change, `setPassword` and plugin routes): it is a rule of the
 * password policy. Only the first five hex characters of the password's
 * SHA-1 are sent to the range endpoint.
 *
 * @example
 * import { compromisedPassword } from '@latchkey/compromised-password';
 * const auth = createAuth({ ..., plugins: [compromisedPassword({ timeoutMs: 2000 })] });
 */
export function compromisedPassword(options: CompromisedPasswordOptions = {}) {
  const resolved = resolveCompromisedPasswordOptions(options);
  return definePlugin({
    id: 'compromised-password',
    errorCodes: COMPROMISED_PASSWORD_ERROR_CODES,
    passwordPolicy: (ctx, input) => refuseCompromised(ctx, input, resolved),
    options: resolved,
  });
}

export type CompromisedPasswordPlugin = ReturnType<typeof compromisedPassword>;

async function refuseCompromised(ctx: EndpointContext, input: NewPasswordInput, options: ResolvedCompromisedPasswordOptions): Promise<void> {
  let count: number;
  try {
    count = await breachCount(input.password, options);
  } catch (error) {
    // Refused: the handler logs the 503 once, at warn, with this cause.
    if (!options.failOpen) throw AuthError.of(COMPROMISED_PASSWORD_ERROR_CODES, 'PASSWORD_CHECK_UNAVAILABLE', { cause: error });
    ctx.auth.logger.warn('compromised-password: the range endpoint could not be reached; accepting the new password unchecked', error);
    return;
  }
  if (count < options.minCount) return;
  await emitEvent(ctx, { type: 'password.refused', userId: input.user?.id ?? null, detail: { reason: 'compromised' } });
  throw AuthError.of(COMPROMISED_PASSWORD_ERROR_CODES, 'PASSWORD_COMPROMISED');
}
