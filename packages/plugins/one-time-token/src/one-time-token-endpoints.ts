import { generateOneTimeToken } from './endpoints/generate.js';
import { verifyOneTimeToken } from './endpoints/verify.js';

/**
 * The one-time-token routes, by the name `auth.api` calls them. The client
 * half takes only the type of this record.
 */
export const oneTimeTokenEndpoints = { generateOneTimeToken, verifyOneTimeToken };

export type OneTimeTokenEndpoints = typeof oneTimeTokenEndpoints;
