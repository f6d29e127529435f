import { generateRandomString, keyedHash } from 'latchkey/plugins';
import type { DatabaseAdapter } from 'latchkey';
import type { AuthContext } from 'latchkey/plugins';

const MODEL = 'twoFactorBackupCode';

/** Codes are typed by hand: `XXXXX-XXXXX`, case and dash ignored when checked. */
const normalize = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();

// Keyed, so a leaked table cannot be reversed by trying every 51-bit code offline without the app's secret.
const hashOf = (auth: AuthContext, input: { userId: string; code: string }): string =>
  keyedHash(auth.secrets[0]!, `two-factor-backup:${input.userId}:${normalize(input.code)}`);

/**
 * Replaces a user's backup codes with a new set and answers the codes, the
 * only time they are ever seen: only keyed hashes are stored.
 *
 * @example
 * const codes = await replaceBackupCodes(ctx.auth, { userId, count: 10 });
 */
export async function replaceBackupCodes(auth: AuthContext, input: { userId: string; count: number }): Promise<string[]> {
  const codes = Array.from({ length: input.count }, () => {
    const raw = generateRandomString(10, 'A-Z0-9');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  const now = new Date();
  await auth.db.transaction(async (tx) => {
    await tx.deleteMany({ model: MODEL, where: [{ field: 'userId', value: input.userId }] });
    for (const code of codes) {
      await tx.create({ model: MODEL, data: { id: auth.generateId(), userId: input.userId, codeHash: hashOf(auth, { userId: input.userId, code }), createdAt: now } });
    }
  });
  return codes;
}

/**
 * Spends a backup code: its row is deleted atomically, so of two concurrent
 * uses of one code exactly one succeeds. With `db` a transaction, the code is
 * spent in it (and comes back should it roll back).
 *
 * @example
 * const spent = await spendBackupCode(ctx.auth, { userId, code }, { db: tx });
 */
export async function spendBackupCode(
  auth: AuthContext,
  input: { userId: string; code: string },
  options: { db?: DatabaseAdapter } = {},
): Promise<boolean> {
  if (normalize(input.code).length === 0 || input.code.length > 64) return false;
  const spent = await (options.db ?? auth.db).consumeOne({
    model: MODEL,
    where: [
      { field: 'userId', value: input.userId },
      { field: 'codeHash', value: hashOf(auth, input) },
    ],
  });
  return spent !== null;
}

/** Removes every backup code of a user (two-factor switched off). */
export async function deleteBackupCodes(auth: AuthContext, userId: string): Promise<void> {
  await auth.db.deleteMany({ model: MODEL, where: [{ field: 'userId', value: userId }] });
}
