import {
  AuthError,
  databaseSessionMiddleware,
  defineEndpoint,
  findUserById,
  passwordInput,
  lazySchema,
} from 'latchkey/plugins';
import { replaceBackupCodes } from '../backup-codes.js';
import { confirmIdentity } from '../confirm-identity.js';
import { TWO_FACTOR_ERROR_CODES } from '../error-codes.js';
import { generateTotpKey, totpURI } from '../totp.js';
import { issuerOf } from '../issuer-of.js';
import { saveTotpKey } from '../two-factor-record.js';
import { twoFactorKey } from '../two-factor-options.js';
import { twoFactorRoutes } from '../routes.js';

/**
 * `POST /two-factor/enable`: starts an enrolment. Answers the TOTP URI (for a
 * QR code) and a new set of backup codes, shown this once. Two-factor is on
 * only after a first valid code (`verify-totp` while signed in), so a user who
 * never scanned the code is not locked out. While two-factor is on, a new
 * enrolment is refused: disabling first takes the password again.
 */
export const enable = defineEndpoint({
  ...twoFactorRoutes.enable,
  body: lazySchema((z) => z.object({ password: passwordInput(z).optional(), issuer: z.string().min(1).max(100).optional() })),
  use: [databaseSessionMiddleware],
  meta: { sensitive: true },
  handler: async (ctx): Promise<{ totpURI: string; backupCodes: string[] }> => {
    await confirmIdentity(ctx, { current: ctx.session, password: ctx.body.password });
    const userId = ctx.session.user.id;
    const user = await findUserById(ctx.auth, userId);
    if (user?.twoFactorEnabled === true) throw AuthError.of(TWO_FACTOR_ERROR_CODES, 'TWO_FACTOR_ALREADY_ENABLED');
    const key = generateTotpKey();
    await saveTotpKey(ctx.auth, { userId, key });
    const backupCodes = await replaceBackupCodes(ctx.auth, { userId, count: twoFactorKey.options(ctx.auth).backupCodeCount });
    const issuer = ctx.body.issuer ?? issuerOf(ctx.auth);
    return { totpURI: totpURI({ issuer, accountName: ctx.session.user.email, key }), backupCodes };
  },
});
