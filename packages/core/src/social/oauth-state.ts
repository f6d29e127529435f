import type { z } from 'zod';
import { lazySchema } from '../endpoint/lazy-schema.js';
import { constantTimeEqual } from '../crypto/constant-time-equal.js';
import type { EndpointContext } from '../declarations/auth-context.js';
import { generateCodeVerifier, generateState } from '../oauth/generate-state.js';
import { consumeToken, storeToken } from '../verification/verification-token.js';

/** The verification-table purpose of state records; a state never works as another token. */
export const OAUTH_STATE_PURPOSE = 'oauth-state';
/** Spec §9: the state record is valid 10 minutes, the state cookie lives 300 s. */
export const OAUTH_STATE_RECORD_SECONDS = 600;
export const OAUTH_STATE_COOKIE_SECONDS = 300;

const stateRecordSchema = lazySchema((z) =>
  z.object({
  providerId: z.string(),
  callbackURL: z.string(),
  codeVerifier: z.string(),
  errorURL: z.string().optional(),
  newUserURL: z.string().optional(),
  expiresAt: z.number(),
  link: z.object({ email: z.string(), userId: z.string() }).optional(),
  requestSignUp: z.boolean().optional(),
  }),
);

/**
 * What the server remembers between the redirect to the provider and the callback
 * (spec §3). The URLs were checked by `assertSafeRedirect` before they got here.
 */
export type OAuthStateRecord = z.output<typeof stateRecordSchema>;

export type NewOAuthState = Omit<OAuthStateRecord, 'codeVerifier' | 'expiresAt'>;

export type StateCheck =
  | { ok: true; record: OAuthStateRecord }
  | { ok: false; code: 'please_restart_the_process' | 'state_mismatch' };

/**
 * Starts an OAuth flow: a fresh state and PKCE verifier, the record stored hashed
 * and single-use under the state, and the state in a signed cookie. The cookie is
 * what binds the callback to the browser that started the flow (login CSRF); it is
 * HttpOnly and SameSite=Lax whatever the overrides say, since Lax is exactly what
 * lets it ride the provider's top-level GET back to us.
 *
 * @example
 * const { state, codeVerifier } = await createOAuthState(ctx, { providerId: 'github', callbackURL: '/' });
 */
export async function createOAuthState(
  ctx: EndpointContext,
  input: NewOAuthState,
): Promise<{ state: string; codeVerifier: string }> {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const record: OAuthStateRecord = {
    ...input,
    codeVerifier,
    expiresAt: Date.now() + OAUTH_STATE_RECORD_SECONDS * 1000,
  };
  await storeToken(ctx.auth, {
    purpose: OAUTH_STATE_PURPOSE,
    token: state,
    value: JSON.stringify(record),
    expiresIn: OAUTH_STATE_RECORD_SECONDS,
  });
  const cookie = ctx.auth.cookies.core.state;
  await ctx.cookies.setSigned(cookie.name, state, {
    ...cookie.options,
    httpOnly: true,
    sameSite: 'lax',
    maxAge: OAUTH_STATE_COOKIE_SECONDS,
  });
  return { state, codeVerifier };
}

/**
 * Checks and spends the state of a callback. The cookie is compared first, so a
 * request from another browser (a stolen or planted callback URL) cannot burn the
 * real flow's record; only then is the record consumed atomically, so a replayed
 * callback finds nothing. The cookie is cleared whatever the outcome.
 */
export async function consumeOAuthState(
  ctx: EndpointContext,
  input: { state: string | undefined; providerId: string },
): Promise<StateCheck> {
  const cookie = ctx.auth.cookies.core.state;
  const fromCookie = await ctx.cookies.getSigned(cookie.name);
  if (ctx.cookies.get(cookie.name) !== null) ctx.cookies.delete(cookie.name, cookie.options);
  if (!input.state) return { ok: false, code: 'please_restart_the_process' };
  if (!fromCookie || !constantTimeEqual(fromCookie, input.state)) return { ok: false, code: 'state_mismatch' };
  const spent = await consumeToken(ctx.auth, { purpose: OAUTH_STATE_PURPOSE, token: input.state });
  if (!spent.ok) return { ok: false, code: 'please_restart_the_process' };
  const record = await parseRecord(spent.value);
  if (!record || record.expiresAt <= Date.now()) return { ok: false, code: 'please_restart_the_process' };
  // A state minted for one provider and delivered to another's callback is a mix-up attempt.
  if (record.providerId !== input.providerId) return { ok: false, code: 'state_mismatch' };
  return { ok: true, record };
}

async function parseRecord(value: string): Promise<OAuthStateRecord | null> {
  try {
    const parsed = (await stateRecordSchema.resolve()).safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
