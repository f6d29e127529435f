import { decodeBase64, encodeBase64 } from '@oslojs/encoding';
import { decryptValue, encryptValue, generateRandomString } from 'latchkey/plugins';
import type { AuthContext, InferRow } from 'latchkey/plugins';
import type { twoFactorSchema } from './schema.js';

/** A user's two-factor row as stored (the secret still encrypted). */
export interface TwoFactorRow extends InferRow<(typeof twoFactorSchema)['twoFactor']> {}

// A key of its own, so a TOTP secret can never be opened as, or confused with, an OAuth token.
const ENCRYPTION = { info: 'latchkey:two-factor-secret' };

/** The two-factor row of a user, or null when they never enabled it. */
export function findTwoFactor(auth: AuthContext, userId: string): Promise<TwoFactorRow | null> {
  return auth.db.findOne<TwoFactorRow>({ model: 'twoFactor', where: [{ field: 'userId', value: userId }] });
}

/** The TOTP key of a row, or null when no configured secret opens it (the app's secret was replaced). */
export async function openTotpKey(auth: AuthContext, row: TwoFactorRow): Promise<Uint8Array | null> {
  const opened = await decryptValue(row.secret, auth.secrets, ENCRYPTION);
  return opened === null ? null : decodeBase64(opened);
}

/**
 * Stores a new TOTP key for a user (replacing an unconfirmed one) with a new
 * trust key, so devices trusted under an earlier enrolment are not trusted now.
 *
 * @example
 * await saveTotpKey(ctx.auth, { userId, key: generateTotpKey() });
 */
export async function saveTotpKey(auth: AuthContext, input: { userId: string; key: Uint8Array }): Promise<void> {
  const now = new Date();
  const secret = await encryptValue(encodeBase64(input.key), auth.secrets, ENCRYPTION);
  const fields = { secret, lastStep: 0, trustKey: generateRandomString(32), updatedAt: now };
  await auth.db.transaction(async (tx) => {
    await tx.deleteMany({ model: 'twoFactor', where: [{ field: 'userId', value: input.userId }] });
    await tx.create({ model: 'twoFactor', data: { id: auth.generateId(), userId: input.userId, createdAt: now, ...fields } });
  });
}

/**
 * Claims a TOTP step for a user: succeeds only when it is later than every
 * step accepted before, in one guarded update, so a code cannot be replayed
 * inside its window and two concurrent uses of one code succeed once.
 */
export async function claimTotpStep(auth: AuthContext, input: { userId: string; step: number }): Promise<boolean> {
  const claimed = await auth.db.updateMany({
    model: 'twoFactor',
    where: [
      { field: 'userId', value: input.userId },
      { field: 'lastStep', operator: 'lt', value: input.step },
    ],
    update: { lastStep: input.step, updatedAt: new Date() },
  });
  return claimed > 0;
}
