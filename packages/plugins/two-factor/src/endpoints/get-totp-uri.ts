import { lazySchema, AuthError, databaseSessionMiddleware, defineEndpoint } from 'latchkey/plugins';
import { confirmIdentity } from '../confirm-identity.js';
import { TWO_FACTOR_ERROR_CODES } from '../error-codes.js';
import { issuerOf } from '../issuer-of.js';
import { passwordBody } from '../password-body.js';
import { totpURI } from '../totp.js';
import { findTwoFactor, openTotpKey } from '../two-factor-record.js';
import { twoFactorRoutes } from '../routes.js';

/**
 * `POST /two-factor/get-totp-uri`: the TOTP URI again (to add a second
 * authenticator). It carries the secret, so it asks for the password.
 */
export const getTotpUri = defineEndpoint({
  ...twoFactorRoutes.getTotpUri,
  body: lazySchema(passwordBody),
  use: [databaseSessionMiddleware],
  meta: { sensitive: true },
  handler: async (ctx): Promise<{ totpURI: string }> => {
    await confirmIdentity(ctx, { current: ctx.session, password: ctx.body.password });
    const row = await findTwoFactor(ctx.auth, ctx.session.user.id);
    const key = row ? await openTotpKey(ctx.auth, row) : null;
    if (!key) throw AuthError.of(TWO_FACTOR_ERROR_CODES, 'TOTP_NOT_ENABLED');
    return { totpURI: totpURI({ issuer: issuerOf(ctx.auth), accountName: ctx.session.user.email, key }) };
  },
});
