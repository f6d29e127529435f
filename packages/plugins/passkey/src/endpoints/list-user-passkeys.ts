import { defineEndpoint, sessionMiddleware } from 'latchkey/plugins';
import { listPasskeys, toPasskey, type Passkey } from '../passkey-record.js';
import { passkeyRoutes } from '../routes.js';

/** `GET /passkey/list-user-passkeys`: the signed-in user's passkeys, oldest first. */
export const listUserPasskeys = defineEndpoint({
  ...passkeyRoutes.listUserPasskeys,
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<Passkey[]> => (await listPasskeys(ctx.auth, ctx.session.user.id)).map(toPasskey),
});
