import { generateRandomString } from 'latchkey/plugins';
import type { EndpointContext } from 'latchkey/plugins';
import { CHALLENGE_TTL_SECONDS } from './passkey-options.js';

const cookieOf = (ctx: EndpointContext) => ctx.auth.cookies.resolve('passkey_attempt');

/**
 * Starts a passkey sign-in attempt: a random id in a signed, httpOnly cookie
 * that lives as long as the challenge. The challenge itself stays
 * server-side, bound to this id, so an assertion only signs in the browser
 * that asked for its challenge.
 *
 * @example
 * const attemptId = await startSignInAttempt(ctx);
 */
export async function startSignInAttempt(ctx: EndpointContext): Promise<string> {
  const id = generateRandomString(32);
  const cookie = cookieOf(ctx);
  await ctx.cookies.setSigned(cookie.name, id, { ...cookie.options, httpOnly: true, maxAge: CHALLENGE_TTL_SECONDS });
  return id;
}

/** The attempt id the request's cookie names, when its signature holds. */
export async function readSignInAttempt(ctx: EndpointContext): Promise<string | null> {
  return ctx.cookies.getSigned(cookieOf(ctx).name);
}

/** Clears the attempt cookie: an attempt is answered once, passed or failed. */
export function endSignInAttempt(ctx: EndpointContext): void {
  const cookie = cookieOf(ctx);
  ctx.cookies.delete(cookie.name, cookie.options);
}
