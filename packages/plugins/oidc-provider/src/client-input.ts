import type { Zod } from 'latchkey/plugins';
import { CLIENT_AUTH_METHODS } from './client-auth-method.js';
import { GRANT_TYPES } from './grant-type.js';

/** A client's public key set for `private_key_jwt`: public members only, checked again when stored. */
export const clientKeySet = (z: Zod) => z.object({ keys: z.array(z.record(z.string(), z.unknown())).min(1).max(10) });

/** A list of redirect URIs as a client registers them. */
export const redirectUriList = (z: Zod) => z.array(z.string().min(1).max(2048)).max(20);

/**
 * The fields of a client an admin sets: shared by create and update.
 *
 * @example
 * body: lazySchema((z) => clientFields(z)),
 */
export const clientFields = (z: Zod) =>
  z.object({
    name: z.string().trim().min(1).max(200),
    redirectUris: redirectUriList(z).min(1),
    postLogoutRedirectUris: redirectUriList(z).optional(),
    scope: z.string().max(1024).optional(),
    tokenEndpointAuthMethod: z.enum(CLIENT_AUTH_METHODS).optional(),
    jwks: clientKeySet(z).optional(),
    firstParty: z.boolean().optional(),
    grantTypes: z.array(z.enum(GRANT_TYPES)).min(1).max(GRANT_TYPES.length).optional(),
  });
