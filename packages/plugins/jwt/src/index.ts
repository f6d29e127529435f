// @latchkey/jwt: the server half. The browser half is @latchkey/jwt/client; resource servers use @latchkey/jwt/verify.
export { jwt } from './jwt.js';
export type { JwtPlugin } from './jwt.js';
export type { KeyRow } from './key-pair.js';
export type { JwtAlgorithm, JwtOptions, JwtPayloadInput } from './jwt-options.js';
export type { JwtEndpoints } from './jwt-endpoints.js';
export { verifySessionJwt } from './verify-session-jwt.js';
export { verifyJwt } from './verify.js';
export type { VerifyJwtFailure, VerifyJwtOptions, VerifyJwtResult } from './verify.js';
