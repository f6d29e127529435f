import { definePlugin } from 'latchkey/plugins';
import { anonymousEndpoints } from './anonymous-endpoints.js';
import { anonymousGuard } from './anonymous-guard.js';
import { anonymousKey, resolveAnonymousOptions, type AnonymousOptions } from './anonymous-options.js';
import { ANONYMOUS_ERROR_CODES } from './error-codes.js';
import { linkAnonymousUser } from './link-anonymous-user.js';
import { removeStaleAnonymousUsers } from './remove-stale-anonymous-users.js';
import { anonymousSchema } from './schema.js';

/**
 * Anonymous sign-in: `POST /sign-in/anonymous` creates a user marked
 * `isAnonymous`; when that person signs up or in, `onLinkAccount` moves their
 * data and the anonymous user is deleted in the same transaction. Anonymous
 * sessions cannot reach account-changing routes, and stale anonymous users
 * are removed by the cleanup.
 *
 * @example
 * import { anonymous } from '@latchkey/anonymous';
 * const auth = createAuth({ ..., plugins: [anonymous({
 *   onLinkAccount: ({ anonymousUser, newUser, db }) =>
 *     db.updateMany({ model: 'cart', where: [{ field: 'userId', value: anonymousUser.id }], update: { userId: newUser.id } }),
 * })] });
 */
export function anonymous(options: AnonymousOptions = {}) {
  const resolved = resolveAnonymousOptions(options);
  return definePlugin({
    id: 'anonymous',
    key: anonymousKey,
    endpoints: anonymousEndpoints,
    schema: anonymousSchema,
    hooks: { before: [anonymousGuard] },
    session: { afterCreate: linkAnonymousUser },
    cleanup: removeStaleAnonymousUsers,
    rateLimit: [{ path: '/sign-in/anonymous', ...resolved.rateLimit }],
    errorCodes: ANONYMOUS_ERROR_CODES,
    options: resolved,
  });
}

export type AnonymousPlugin = ReturnType<typeof anonymous>;
