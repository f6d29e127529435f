import type { AuthEventActor } from 'latchkey/plugins';

/**
 * The actor of an admin action: the signed-in administrator, or the system for
 * a server call made without a session (`auth.api.createUser` from a script).
 *
 * @example
 * await emitEvent(ctx, { type: 'admin.user-unbanned', userId: target.id, actor: adminActor(ctx.session) });
 */
export function adminActor(session: { user: { id: string } } | null | undefined): AuthEventActor {
  return session ? { type: 'admin', id: session.user.id } : { type: 'system', id: null };
}
