import { AuthError, findUserById, issueSession, signValue } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import type { DeviceCodeRecord } from './device-code-record.js';
import { oauthError, type OAuthErrorBody } from './oauth-error.js';

export interface AccessTokenAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

/** Thrown inside the transaction to undo it, and answered as `access_denied`. */
class Refused extends Error {
  constructor(readonly description: string) {
    super(description);
  }
}

/**
 * Spends an approved device code and creates the session it grants, in one
 * transaction: the atomic delete lets exactly one of several simultaneous polls
 * through, and a refusal while creating the session (a ban, a plugin asking for
 * another factor) leaves the code as it was. The session is the approving
 * user's, created by `issueSession` like every sign-in, and the access token is
 * its signed token: a bearer token, and a cookie value too.
 */
export async function issueAccessToken(ctx: EndpointContext, record: DeviceCodeRecord): Promise<AccessTokenAnswer | OAuthErrorBody> {
  try {
    return await ctx.auth.db.transaction(async (tx) => {
      const spent = await tx.consumeOne<DeviceCodeRecord>({
        model: 'deviceCode',
        where: [{ field: 'id', value: record.id }, { field: 'status', value: 'approved' }],
      });
      if (!spent?.userId) return oauthError(ctx, 'invalid_grant');
      const user = await findUserById({ ...ctx.auth, db: tx }, spent.userId);
      if (!user) return oauthError(ctx, 'invalid_grant');
      const issued = await issueSession(ctx, { user, method: 'device-authorization', db: tx, cookies: false });
      if (issued.kind === 'challenge') throw new Refused('The account needs another sign-in step');
      return {
        access_token: await signValue(issued.token, ctx.auth.secrets[0]),
        token_type: 'Bearer' as const,
        expires_in: Math.max(0, Math.floor((issued.session.expiresAt.getTime() - Date.now()) / 1000)),
        scope: spent.scope ?? '',
      };
    });
  } catch (error) {
    if (error instanceof Refused) return oauthError(ctx, 'access_denied', error.description);
    if (error instanceof AuthError) return oauthError(ctx, 'access_denied', error.message);
    throw error;
  }
}
