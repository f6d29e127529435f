import type { AuthContext } from 'latchkey/plugins';
import { deviceGrantsOf } from './device-grant.js';
import { DEVICE_CODE_GRANT, type GrantType } from './grant-type.js';

/**
 * The grants this instance serves: the code flow and refresh tokens, and the
 * device code when the device authorization plugin is on. Discovery announces
 * them, and a client may be registered only for these.
 *
 * @example
 * metadata.grant_types_supported = supportedGrantTypes(auth);
 */
export function supportedGrantTypes(auth: Pick<AuthContext, 'plugins'>): GrantType[] {
  const grants: GrantType[] = ['authorization_code', 'refresh_token'];
  if (deviceGrantsOf(auth)) grants.push(DEVICE_CODE_GRANT);
  return grants;
}
