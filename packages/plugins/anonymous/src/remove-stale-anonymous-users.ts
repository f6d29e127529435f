import { deleteUserData, listUserSessions, type PluginCleanup } from 'latchkey/plugins';
import { anonymousKey } from './anonymous-options.js';

const BATCH = 100;

/**
 * The plugin's share of the cleanup: anonymous users older than
 * `staleAfterSeconds` that have no live session left. Nobody can sign in as
 * such a user again (there is no password, address or provider to sign in
 * with), so their rows only take room. The age keeps a user just created,
 * whose session is being written, out of reach. Runs after the core deleted
 * expired sessions, so "no session" means "no live session".
 */
export const removeStaleAnonymousUsers: PluginCleanup = async (auth, { now }) => {
  const cutoff = new Date(now.getTime() - anonymousKey.options(auth).staleAfterSeconds * 1000);
  let users = 0;
  let kept = 0;
  for (;;) {
    const candidates = await auth.db.findMany<{ id: string }>({
      model: 'user',
      where: [
        { field: 'isAnonymous', value: true },
        { field: 'createdAt', operator: 'lt', value: cutoff },
      ],
      sortBy: { field: 'createdAt', direction: 'asc' },
      limit: BATCH,
      offset: kept,
    });
    for (const { id } of candidates) {
      // Wherever sessions live (the table or secondary storage).
      const live = await listUserSessions(auth, id);
      if (live.length > 0) kept++;
      else if (await deleteUserData(auth, id)) users++;
    }
    if (candidates.length < BATCH) return { users };
  }
};
