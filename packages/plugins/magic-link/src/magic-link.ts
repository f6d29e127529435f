import { definePlugin } from 'latchkey/plugins';
import { magicLinkEndpoints } from './magic-link-endpoints.js';
import { magicLinkKey, resolveMagicLinkOptions, type MagicLinkOptions } from './magic-link-options.js';

/**
 * Passwordless sign-in by an emailed link: single-use, valid 5 minutes,
 * stored only as a hash, landing only on trusted origins. A new address
 * becomes a verified user unless sign-up is off. No answer tells whether an
 * address has an account.
 *
 * @example
 * import { magicLink } from '@latchkey/magic-link';
 * const auth = createAuth({
 *   plugins: [magicLink({ sendMagicLink: ({ email, url }) => mailer.send(email, `Sign in: ${url}`) })],
 * });
 */
export function magicLink(options: MagicLinkOptions) {
  const resolved = resolveMagicLinkOptions(options);
  return definePlugin({
    id: 'magic-link',
    key: magicLinkKey,
    endpoints: magicLinkEndpoints,
    rateLimit: ['/sign-in/magic-link', '/magic-link/verify'].map((path) => ({ path, ...resolved.rateLimit })),
    options: resolved,
  });
}

export type MagicLinkPlugin = ReturnType<typeof magicLink>;
