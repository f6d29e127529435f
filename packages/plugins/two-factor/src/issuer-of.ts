import type { AuthContext } from 'latchkey/plugins';
import { twoFactorOptionsOf } from './two-factor-options-of.js';

/** The issuer authenticator apps show: the plugin's option, else the app name, else `Latchkey`. */
export function issuerOf(auth: AuthContext): string {
  return twoFactorOptionsOf(auth).issuer ?? auth.options.appName ?? 'Latchkey';
}
