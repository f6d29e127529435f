import type { z } from 'zod';
import { lazySchema } from '../endpoint/lazy-schema.js';
import type { AuthContext } from '../declarations/auth-context.js';
import { consumeToken } from '../verification/verification-token.js';
import { findUserById, type UserRow } from './find-user.js';

/**
 * Why an emailed token did not work; each maps to an error code and a redirect code.
 * `USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL`: a confirmed change of email to an address that is taken.
 */
export type EmailTokenFailure = 'INVALID_TOKEN' | 'TOKEN_EXPIRED' | 'USER_NOT_FOUND' | 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL';

export type EmailTokenOutcome = { ok: true; user: UserRow } | { ok: false; code: EmailTokenFailure };

/** What `email-verification` and `change-email` tokens hold, as JSON. */
const payloadSchema = lazySchema((z) => z.object({ userId: z.string(), email: z.string(), newEmail: z.string().optional() }));

export type EmailTokenPayload = z.output<typeof payloadSchema>;

type Spent = { ok: true; user: UserRow; payload: EmailTokenPayload } | { ok: false; code: EmailTokenFailure };

const invalid = { ok: false, code: 'INVALID_TOKEN' } as const;

/**
 * Spends an emailed token and loads its user. The token is bound to the address
 * it was sent to: once the user's email has changed, an older token is refused.
 *
 * @example
 * const spent = await spendEmailToken(auth, { purpose: 'email-verification', token });
 */
export async function spendEmailToken(
  auth: AuthContext,
  input: { purpose: 'email-verification' | 'change-email'; token: string },
): Promise<Spent> {
  const consumed = await consumeToken(auth, input);
  if (!consumed.ok) return consumed.reason === 'expired' ? { ok: false, code: 'TOKEN_EXPIRED' } : invalid;
  const payload = await parsePayload(consumed.value);
  if (!payload) return invalid;
  const user = await findUserById(auth, payload.userId);
  if (!user) return { ok: false, code: 'USER_NOT_FOUND' };
  if (user.email !== payload.email) return invalid;
  return { ok: true, user, payload };
}

async function parsePayload(value: string): Promise<EmailTokenPayload | null> {
  try {
    const parsed = (await payloadSchema.resolve()).safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
