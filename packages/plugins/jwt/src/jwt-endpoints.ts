import { jwks } from './endpoints/jwks.js';
import { token } from './endpoints/token.js';
import { verifyJwtEndpoint } from './endpoints/verify-jwt.js';

/**
 * Every jwt route, by the name `auth.api` calls it (`auth.api.getToken`,
 * `auth.api.getJwks`, `auth.api.verifyJWT`). The client half takes only the
 * type of this record.
 */
export const jwtEndpoints = {
  getToken: token,
  getJwks: jwks,
  verifyJWT: verifyJwtEndpoint,
};

export type JwtEndpoints = typeof jwtEndpoints;
