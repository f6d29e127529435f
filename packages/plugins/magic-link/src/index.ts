// @latchkey/magic-link: the server half. The browser half is @latchkey/magic-link/client.
export { magicLink } from './magic-link.js';
export type { MagicLinkPlugin } from './magic-link.js';
export type { MagicLinkLimit, MagicLinkOptions, SendMagicLinkInput } from './magic-link-options.js';
export type { MagicLinkEndpoints } from './magic-link-endpoints.js';
// The answer's type, so that an app exporting its instance or client names it (declaration emit).
export type { LinkAnswer } from './complete-sign-in.js';
