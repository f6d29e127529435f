import { AuthError, readSession, type BeforeHook } from 'latchkey/plugins';
import { ANONYMOUS_ERROR_CODES } from './error-codes.js';
import { isAnonymous } from './is-anonymous.js';

/**
 * Fields that say who an account is. An anonymous user gets them by signing
 * up, which links their data to a real account, never by writing them onto
 * the anonymous user (whose row is deleted at that sign-up).
 */
const IDENTITY_FIELDS = ['email', 'username', 'displayUsername', 'phoneNumber'];

const claimsIdentity = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && IDENTITY_FIELDS.some((field) => (body as Record<string, unknown>)[field] !== undefined);

/**
 * An anonymous session may not reach a route that changes how the account is
 * signed in to or who owns it: every route marked `sensitive` (in the core
 * change-password, set-password, change-email, link-social, unlink-account
 * and delete-user; in plugins API keys, passkeys, second factors), and
 * /update-user when it names an identity field. Name, image and the app's
 * own fields stay writable. Anonymous users leave through
 * /delete-anonymous-user or by signing up.
 */
export const anonymousGuard: BeforeHook = {
  matcher: (ctx) => ctx.meta.sensitive === true || ctx.path === '/update-user',
  async handler(ctx) {
    if (ctx.path === '/update-user' && ctx.meta.sensitive !== true && !claimsIdentity(ctx.body)) return;
    if (isAnonymous((await readSession(ctx, { disableCookieCache: true }))?.user)) {
      throw AuthError.of(ANONYMOUS_ERROR_CODES, 'ANONYMOUS_USERS_CANNOT_CHANGE_ACCOUNT');
    }
  },
};
