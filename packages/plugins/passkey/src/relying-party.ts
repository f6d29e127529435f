import type { AuthContext } from 'latchkey/plugins';
import { passkeyKey } from './passkey-options.js';

/** Who passkeys are registered with, and the pages allowed to use them. */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/**
 * The relying party of this instance: the configured values, else derived
 * from `baseURL` (its host name is the RP ID, its origin the only origin).
 * Never from the request: a forged Host header must not move the RP.
 *
 * @example
 * const rp = relyingPartyOf(ctx.auth); // { id: 'example.com', name: 'Acme', origins: ['https://example.com'] }
 */
export function relyingPartyOf(auth: AuthContext): RelyingParty {
  const options = passkeyKey.options(auth);
  const base = new URL(auth.baseURL);
  return {
    id: options.rpID ?? base.hostname,
    name: options.rpName ?? (auth.appName || 'Latchkey'),
    origins: options.origin ?? [base.origin],
  };
}
