// A plugin whose sessions act on someone's behalf, for tests of `sensitive` routes.
import { AuthError, defineEndpoint, defineErrorCodes, definePlugin, findUserById, issueSession, readSession, sessionMiddleware } from 'latchkey/plugins';

const ON_BEHALF = defineErrorCodes({ ACTING_ON_BEHALF: { status: 'FORBIDDEN', message: 'Not while acting on behalf of someone' } });

/**
 * A stand-in for any plugin whose sessions act on someone's behalf, as the
 * admin plugin's impersonation does: `POST /on-behalf/start` replaces the
 * signed-in user's session with such a session (method `impersonation`), and
 * every `sensitive` route refuses it with 403 ACTING_ON_BEHALF.
 *
 * @example
 * const auth = createTestAuth({ plugins: [myPlugin(), onBehalf] });
 * await send(auth, jar, '/on-behalf/start', { method: 'POST' });
 */
export const onBehalf = definePlugin({
  id: 'on-behalf',
  schema: { session: { fields: { actingFor: { type: 'string', required: false } } } },
  endpoints: {
    actOnBehalf: defineEndpoint({
      method: 'POST',
      path: '/on-behalf/start',
      use: [sessionMiddleware],
      handler: async (ctx) => {
        const user = (await findUserById(ctx.auth, ctx.session.user.id))!;
        const issued = await issueSession(ctx, { user, method: 'impersonation', fields: { actingFor: 'support-agent' } });
        return { ok: issued.kind === 'session' };
      },
    }),
  },
  hooks: {
    before: [
      {
        matcher: (ctx) => ctx.meta.sensitive === true,
        handler: async (ctx) => {
          const current = await readSession(ctx);
          if ((current?.session as { actingFor?: string | null } | undefined)?.actingFor) throw AuthError.of(ON_BEHALF, 'ACTING_ON_BEHALF');
        },
      },
    ],
  },
  errorCodes: ON_BEHALF,
});
