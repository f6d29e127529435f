import { dropSessionCache, hashTokenSync, updateStoredSession } from 'latchkey/plugins';
import type { CurrentSession, EndpointContext } from 'latchkey/plugins';

/**
 * Stores the active organization (and team) on the current session (its row
 * and, with `session.storage: 'secondary'`, its stored copy), and
 * drops the signed cookie copy so the next read shows the change at once.
 *
 * @example
 * await setActiveOnSession(ctx, ctx.session, { organizationId: org.id, teamId: null });
 */
export async function setActiveOnSession(
  ctx: EndpointContext,
  session: CurrentSession,
  input: { organizationId?: string | null; teamId?: string | null },
): Promise<void> {
  const update: Record<string, unknown> = {};
  if (input.organizationId !== undefined) update.activeOrganizationId = input.organizationId;
  if (input.teamId !== undefined) update.activeTeamId = input.teamId;
  await ctx.auth.db.update({ model: 'session', where: [{ field: 'id', value: session.session.id }], update });
  await updateStoredSession(ctx.auth, hashTokenSync(session.token), update);
  Object.assign(session.session, update);
  dropSessionCache(ctx);
}
