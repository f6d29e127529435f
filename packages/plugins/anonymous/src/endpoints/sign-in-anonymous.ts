import {
  AuthError,
  defineEndpoint,
  issueSession,
  readSession,
  type EndpointContext,
  type User,
  type UserRow,
  emitEvent,
  eventTransaction,
} from 'latchkey/plugins';
import { anonymousKey } from '../anonymous-options.js';
import { ANONYMOUS_ERROR_CODES } from '../error-codes.js';
import { isAnonymous } from '../is-anonymous.js';
import { anonymousRoutes } from '../routes.js';

/**
 * `POST /sign-in/anonymous` (no body): creates a user marked `isAnonymous`
 * with a placeholder address nobody can receive mail at, and signs it in
 * through `issueSession`. A request that already carries an anonymous session
 * answers 400, so one visitor does not pile up users. Should a plugin refuse
 * the session, the user just created is deleted again.
 */
export const signInAnonymous = defineEndpoint({
  ...anonymousRoutes.signInAnonymous,
  meta: { authEntry: true },
  handler: async (ctx): Promise<{ token: string; user: User }> => {
    if (isAnonymous((await readSession(ctx))?.user)) {
      throw AuthError.of(ANONYMOUS_ERROR_CODES, 'ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY');
    }
    const user = await createAnonymousUser(ctx);
    try {
      const issued = await issueSession(ctx, { user, method: 'anonymous' });
      if (issued.kind === 'challenge') return issued.challenge.data as never;
      return { token: issued.token, user: issued.user };
    } catch (error) {
      await ctx.auth.db.delete({ model: 'user', where: [{ field: 'id', value: user.id }] });
      throw error;
    }
  },
});

async function createAnonymousUser(ctx: EndpointContext): Promise<UserRow> {
  const options = anonymousKey.options(ctx.auth);
  const id = ctx.auth.generateId();
  const now = new Date();
  const name = await options.generateName();
  // The user and its `user.signed-up` commit together.
  return eventTransaction(ctx.auth, async (db) => {
    const user = await db.create<UserRow>({
      model: 'user',
      data: { id, name, email: `temp-${id.toLowerCase()}@${options.emailDomainName}`, emailVerified: false, image: null, isAnonymous: true, createdAt: now, updatedAt: now },
    });
    await emitEvent(ctx, { type: 'user.signed-up', userId: user.id, method: 'anonymous' }, { db });
    return user;
  });
}
