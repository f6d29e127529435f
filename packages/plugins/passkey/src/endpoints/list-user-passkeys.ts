import { defineEndpoint, sessionMiddleware } from 'latchkey/plugins';
import { listPasskeys, toPasskey, type Passkey } from '../passkey-record.js';

/** `GET /passkey/list-user-passkeys`: the signed-in user's passkeys, oldest first. */
export const listUserPasskeys = defineEndpoint({
  method: 'GET',
  path: '/passkey/list-user-passkeys',
  use: [sessionMiddleware],
  meta: { noStore: true },
  handler: async (ctx): Promise<Passkey[]> => (await listPasskeys(ctx.auth, ctx.session.user.id)).map(toPasskey),
});
