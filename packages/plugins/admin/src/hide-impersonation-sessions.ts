import { afterHook, readSession } from 'latchkey/plugins';
import type { AfterHook } from 'latchkey/plugins';

/**
 * `/list-sessions` leaves out the impersonation sessions admins hold on the
 * user's account (the one making the request excepted), as existing clients of
 * this plugin expect: a user tidying their session list would otherwise cut off
 * a support session. They stay in `/admin/list-user-sessions`, where admins see
 * and revoke them, and `/revoke-sessions` and `/revoke-other-sessions` still end
 * them: signing out everywhere means everywhere.
 */
export const hideImpersonationSessions: AfterHook = afterHook('/list-sessions', async (ctx) => {
  if (!Array.isArray(ctx.returned)) return;
  // The same read the route made: answered from this request's memo, no query.
  const currentId = (await readSession(ctx))?.session.id;
  const shown = ctx.returned.filter((session) => !(session as { impersonatedBy?: string | null }).impersonatedBy || session.id === currentId);
  return { returned: shown };
});
