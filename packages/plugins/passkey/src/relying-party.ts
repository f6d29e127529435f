import type { AuthContext } from 'latchkey/plugins';
import type { ResolvedPasskeyOptions } from './passkey-options.js';

/** Who passkeys are registered with, and the pages allowed to use them. */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/**
 * The options of the passkey plugin this instance runs. Endpoints are values
 * shared by every instance, so they read their configuration from the
 * instance's plugin list rather than from a closure.
 */
export function passkeyOptionsOf(auth: AuthContext): ResolvedPasskeyOptions {
  const plugin = auth.plugins.find((candidate) => candidate.id === 'passkey');
  if (!plugin?.options) throw new Error('Latchkey passkey: the plugin is not registered on this instance.');
  return plugin.options as ResolvedPasskeyOptions;
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
  const options = passkeyOptionsOf(auth);
  const base = new URL(auth.baseURL);
  return {
    id: options.rpID ?? base.hostname,
    name: options.rpName ?? (auth.appName || 'Latchkey'),
    origins: options.origin ?? [base.origin],
  };
}
