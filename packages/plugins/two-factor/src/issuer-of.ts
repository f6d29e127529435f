import type { AuthContext } from 'latchkey/plugins';
import { twoFactorKey } from './two-factor-options.js';

/** The issuer authenticator apps show: the plugin's option, else the app name, else `Latchkey`. */
export function issuerOf(auth: AuthContext): string {
  return twoFactorKey.options(auth).issuer ?? auth.options.appName ?? 'Latchkey';
}
