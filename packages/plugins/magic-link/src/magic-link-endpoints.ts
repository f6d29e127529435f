import { confirmMagicLink } from './endpoints/confirm-magic-link.js';
import { signInMagicLink } from './endpoints/sign-in-magic-link.js';
import { verifyMagicLink } from './endpoints/verify-magic-link.js';

/**
 * Every magic-link route, by the name `auth.api` calls it
 * (`auth.api.signInMagicLink`, `auth.api.magicLinkVerify`). The client half
 * takes only the type of this record.
 */
export const magicLinkEndpoints = {
  signInMagicLink,
  magicLinkVerify: verifyMagicLink,
  magicLinkConfirm: confirmMagicLink,
};

export type MagicLinkEndpoints = typeof magicLinkEndpoints;
