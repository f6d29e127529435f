import { hashTokenSync } from '../crypto/hash-token.js';
import { defineEndpoint } from '../endpoint/define-endpoint.js';
import { AuthError } from '../error/auth-error.js';
import { CORE_ERROR_CODES } from '../error/core-error-codes.js';
import { readSession } from '../session/read-session.js';
import { endSession } from '../session/end-session.js';
import { clearSessionCookies } from '../session/session-cookies.js';
import { coreRoutes } from './core-routes.js';
import { emitEvent } from '../events/emit-event.js';
import { sessionTransaction } from '../session/session-transaction.js';

/**
 * `POST /sign-out`: deletes the session and clears its cookies. Without a
 * session cookie, the session a plugin resolver found (an `Authorization:
 * Bearer` token) is the one that ends.
 */
export const signOut = defineEndpoint({
  ...coreRoutes.signOut,
  handler: async (ctx): Promise<{ success: true }> => {
    const token =
      (await ctx.cookies.getSigned(ctx.auth.cookies.core.session_token.name)) ??
      (await readSession(ctx, { disableRefresh: true }))?.token;
    if (!token) throw AuthError.of(CORE_ERROR_CODES, 'FAILED_TO_GET_SESSION');
    // The end and its event commit together: a sign-out is recorded if and only if it happened.
    await sessionTransaction(ctx.auth, async (tx) => {
      const ended = await endSession(ctx.auth, hashTokenSync(token), { db: tx });
      if (ended) await emitEvent(ctx, { type: 'sign-out', userId: ended.userId }, { db: tx });
    });
    clearSessionCookies(ctx);
    return { success: true };
  },
});
