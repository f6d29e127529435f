import { generateId } from '../crypto/tokens.js';

/** The two purposes a `/verify-email` link can carry. */
export type EmailTokenPurpose = 'email-verification' | 'change-email';

/**
 * Change-of-email tokens start with this, so a link works whether or not it keeps
 * its `type` parameter: clients of the established API drop it. The token's row
 * is still stored under its purpose, so the prefix only chooses where to look.
 */
const CHANGE_EMAIL_PREFIX = 'ce_';

/**
 * A new single-use change-of-email token that names its own purpose.
 *
 * @example
 * const token = newChangeEmailToken(); // 'ce_…'
 */
export function newChangeEmailToken(): string {
  return `${CHANGE_EMAIL_PREFIX}${generateId(32)}`;
}

/**
 * The purpose a `/verify-email` token is spent for, or null when the link's
 * `type` contradicts the token. Unprefixed tokens follow `type`, so links issued
 * before tokens carried their purpose keep working.
 *
 * @example
 * emailTokenPurpose('ce_abc', undefined); // 'change-email'
 */
export function emailTokenPurpose(token: string, type: EmailTokenPurpose | undefined): EmailTokenPurpose | null {
  if (!token.startsWith(CHANGE_EMAIL_PREFIX)) return type ?? 'email-verification';
  return type === 'email-verification' ? null : 'change-email';
}
