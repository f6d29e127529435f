import { defineEndpoint, lazySchema } from 'latchkey/plugins';
import { findUserByUsername } from '../find-user-by-username.js';
import { assertValidUsername } from '../username-rules.js';
import { usernameRoutes } from '../routes.js';

/**
 * `POST /is-username-available`: `{ available }` for a well-formed name, 400
 * for one that could never be taken. Usernames are public by design (people
 * choose them to be seen), but the route is rate-limited per client so it
 * cannot list them quickly.
 */
export const isUsernameAvailable = defineEndpoint({
  ...usernameRoutes.isUsernameAvailable,
  body: lazySchema((z) => z.object({ username: z.string().max(255) })),
  meta: { noStore: true },
  handler: async (ctx): Promise<{ available: boolean }> => {
    await assertValidUsername(ctx.auth, ctx.body.username);
    return { available: (await findUserByUsername(ctx.auth, ctx.body.username)) === null };
  },
});
