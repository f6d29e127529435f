import { lazySchema } from '../endpoint/lazy-schema.js';
import { dropSessionCache } from '../account/drop-session-cache.js';
import { pickSessionFields } from '../account/session-fields.js';
import { hashTokenSync } from '../crypto/hash-token.js';
import { toPublicRecord } from '../db/public-record.js';
import type { AuthContext } from '../declarations/auth-context.js';
import { updateStoredSession } from '../session/update-stored-session.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { databaseSessionMiddleware } from '../session/session-middleware.js';
import type { Session } from '../session/session-types.js';
import { coreRoutes } from './core-routes.js';

/**
 * `POST /update-session`: sets extra fields (declared by `session.additionalFields`
 * or plugins, and not `input: false`) on the caller's current session, and only
 * that one. Core fields (`expiresAt`, `userId`, `token`, …) answer 400
 * VALIDATION_ERROR: a client must never extend or move its own session.
 * `updatedAt` is left alone on purpose: it marks the last refresh, and moving it
 * would postpone the next expiry extension without extending anything.
 */
export const updateSession = defineEndpoint({
  ...coreRoutes.updateSession,
  body: lazySchema((z) => z.object({}).loose()),
  use: [databaseSessionMiddleware],
  handler: async (ctx): Promise<{ session: Session }> => {
    const auth = ctx.auth;
    const table = auth.schema.session!;
    const update = pickSessionFields(table, ctx.body);
    if (Object.keys(update).length === 0) {
      throw AuthError.of(CORE_ERROR_CODES, 'VALIDATION_ERROR', { message: 'No fields to update' });
    }
    const current = ctx.session.session;
    const stored = await updateStoredSession(auth, hashTokenSync(ctx.session.token), update);
    const row = auth.session.store?.inDatabase === false ? stored : await updateRow(auth, { id: current.id, userId: ctx.session.user.id, update });
    if (!row) throw AuthError.of(CORE_ERROR_CODES, 'SESSION_NOT_FOUND');
    dropSessionCache(ctx);
    return { session: { ...toPublicRecord<Session>(table, row), token: ctx.session.token } };
  },
});

function updateRow(
  auth: AuthContext,
  input: { id: string; userId: string; update: Record<string, unknown> },
): Promise<Record<string, unknown> | null> {
  return auth.db.update<Record<string, unknown>>({
    model: 'session',
    where: [
      { field: 'id', value: input.id },
      { field: 'userId', value: input.userId },
    ],
    update: input.update,
  });
}
