import { constantTimeEqual, findCredentialAccount, keyedHash } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import type { TwoFactorRow } from './two-factor-record.js';
import { twoFactorKey } from './two-factor-options.js';

const cookieOf = (ctx: EndpointContext) => ctx.auth.cookies.resolve('trust_device');

/**
 * The tag binds the cookie to the user, its expiry, the enrolment's trust key
 * (new on every enable, gone on disable) and the current password hash, so a
 * password change, reset or set by an admin voids every trusted device
 * without any route having to remember to.
 */
async function tagOf(ctx: EndpointContext, input: { row: TwoFactorRow; expiresAt: number }): Promise<string> {
  const account = await findCredentialAccount(ctx.auth, input.row.userId);
  const data = `two-factor-trust:${input.row.userId}:${input.expiresAt}:${input.row.trustKey}:${account?.password ?? ''}`;
  return keyedHash(ctx.auth.secrets[0], data);
}

/**
 * Remembers this browser for the user (30 days by default): later sign-ins
 * from it skip the challenge.
 *
 * @example
 * if (ctx.body.trustDevice) await trustDevice(ctx, row);
 */
export async function trustDevice(ctx: EndpointContext, row: TwoFactorRow): Promise<void> {
  const maxAge = twoFactorKey.options(ctx.auth).trustDeviceMaxAge;
  const expiresAt = Date.now() + maxAge * 1000;
  const cookie = cookieOf(ctx);
  await ctx.cookies.setSigned(cookie.name, `${row.userId}:${expiresAt}:${await tagOf(ctx, { row, expiresAt })}`, { ...cookie.options, maxAge });
}

/** Whether the request carries a valid trust cookie for this user and enrolment. */
export async function isTrustedDevice(ctx: EndpointContext, row: TwoFactorRow): Promise<boolean> {
  const value = await ctx.cookies.getSigned(cookieOf(ctx).name);
  const [userId, expires, tag] = value?.split(':') ?? [];
  const expiresAt = Number(expires);
  if (userId !== row.userId || !tag || !(expiresAt > Date.now())) return false;
  return constantTimeEqual(tag, await tagOf(ctx, { row, expiresAt }));
}

/** Forgets this browser (two-factor switched off here). */
export function forgetDevice(ctx: EndpointContext): void {
  const cookie = cookieOf(ctx);
  ctx.cookies.delete(cookie.name, cookie.options);
}
