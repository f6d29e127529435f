import { deletePasskey } from './endpoints/delete-passkey.js';
import { generateAuthenticateOptions } from './endpoints/generate-authenticate-options.js';
import { generateRegisterOptions } from './endpoints/generate-register-options.js';
import { listUserPasskeys } from './endpoints/list-user-passkeys.js';
import { updatePasskey } from './endpoints/update-passkey.js';
import { verifyAuthentication } from './endpoints/verify-authentication.js';
import { verifyRegistration } from './endpoints/verify-registration.js';

/**
 * Every passkey route, by the name `auth.api` calls it
 * (`auth.api.generatePasskeyRegistrationOptions`, `auth.api.listPasskeys`).
 * The client half takes only the type of this record.
 */
export const passkeyEndpoints = {
  generatePasskeyRegistrationOptions: generateRegisterOptions,
  verifyPasskeyRegistration: verifyRegistration,
  generatePasskeyAuthenticationOptions: generateAuthenticateOptions,
  verifyPasskeyAuthentication: verifyAuthentication,
  listPasskeys: listUserPasskeys,
  updatePasskey,
  deletePasskey,
};

export type PasskeyEndpoints = typeof passkeyEndpoints;
