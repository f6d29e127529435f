import { deviceApprove } from './endpoints/device-approve.js';
import { deviceCode } from './endpoints/device-code.js';
import { deviceDeny } from './endpoints/device-deny.js';
import { deviceToken } from './endpoints/device-token.js';
import { deviceVerify } from './endpoints/device-verify.js';

/**
 * Every device authorization route, by the name `auth.api` calls it
 * (`auth.api.deviceCode`, `auth.api.deviceApprove`). The client half takes
 * only the type of this record.
 */
export const deviceAuthorizationEndpoints = {
  deviceCode,
  deviceToken,
  deviceVerify,
  deviceApprove,
  deviceDeny,
};

export type DeviceAuthorizationEndpoints = typeof deviceAuthorizationEndpoints;
