import { lazySchema, AuthError, databaseSessionMiddleware, defineEndpoint, findUserById } from 'latchkey/plugins';
import { replaceBackupCodes } from '../backup-codes.js';
import { confirmIdentity } from '../confirm-identity.js';
import { TWO_FACTOR_ERROR_CODES } from '../error-codes.js';
import { passwordBody } from '../password-body.js';
import { twoFactorKey } from '../two-factor-options.js';
import { twoFactorRoutes } from '../routes.js';

/**
 * `POST /two-factor/generate-backup-codes`: a new set of backup codes,
 * replacing the whole previous set (used or not), shown this once.
 */
export const generateBackupCodes = defineEndpoint({
  ...twoFactorRoutes.generateBackupCodes,
  body: lazySchema(passwordBody),
  use: [databaseSessionMiddleware],
  meta: { sensitive: true },
  handler: async (ctx): Promise<{ status: true; backupCodes: string[] }> => {
    await confirmIdentity(ctx, { current: ctx.session, password: ctx.body.password });
    const userId = ctx.session.user.id;
    const user = await findUserById(ctx.auth, userId);
    if (user?.twoFactorEnabled !== true) throw AuthError.of(TWO_FACTOR_ERROR_CODES, 'TWO_FACTOR_NOT_ENABLED');
    const backupCodes = await replaceBackupCodes(ctx.auth, { userId, count: twoFactorKey.options(ctx.auth).backupCodeCount });
    return { status: true, backupCodes };
  },
});
