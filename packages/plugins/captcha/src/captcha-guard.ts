import { AuthError, type BeforeHook, type EndpointContext, emitEvent } from 'latchkey/plugins';
import type { ResolvedCaptchaOptions } from './captcha-options.js';
import { CAPTCHA_ERROR_CODES } from './error-codes.js';
import { isAccepted } from './is-accepted.js';
import { siteverify, type SiteverifyAnswer } from './siteverify.js';

export const CAPTCHA_HEADER = 'x-captcha-response';

// Real tokens stay well below this (Turnstile documents 2048 characters); it only
// keeps a megabyte of junk from being forwarded to the provider.
const MAX_TOKEN_LENGTH = 10_000;

// Provider error codes that mean our configuration is wrong, not the visitor.
const CONFIGURATION_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret', 'sitekey-secret-mismatch']);

/**
 * The before hook that checks the `x-captcha-response` header on the guarded
 * paths. A before hook, not `onRequest`, because it sees the path the router
 * normalised (so `//sign-up/./email` is guarded too) and the client address,
 * and still runs before the handler does any work. Calls through `auth.api`
 * come from your own server and are not asked for a captcha.
 *
 * @example
 * definePlugin({ id: 'captcha', hooks: { before: [captchaGuard(resolved)] } });
 */
export function captchaGuard(options: ResolvedCaptchaOptions): BeforeHook {
  return {
    matcher: (ctx) => options.endpoints.has(ctx.path),
    handler: async (ctx) => {
      if (ctx.isServerCall) return;
      await verifyCaptcha(ctx, options);
    },
  };
}

async function verifyCaptcha(ctx: EndpointContext, options: ResolvedCaptchaOptions): Promise<void> {
  const token = ctx.headers.get(CAPTCHA_HEADER)?.trim();
  if (!token) throw await refusal(ctx, 'missing');
  if (token.length > MAX_TOKEN_LENGTH) throw await refusal(ctx, 'failed');
  let answer: SiteverifyAnswer;
  try {
    answer = await siteverify({ ...options, token, remoteIp: ctx.clientIp });
  } catch (error) {
    // Fail closed: an unreachable provider must not open the guarded routes to bots.
    // The handler logs the 503 once, at warn, with this cause.
    throw AuthError.of(CAPTCHA_ERROR_CODES, 'CAPTCHA_UNAVAILABLE', { cause: error });
  }
  const misconfigured = answer['error-codes']?.filter((code) => CONFIGURATION_ERRORS.has(code)) ?? [];
  if (misconfigured.length > 0) ctx.auth.logger.error(`captcha: the provider refused our configuration (${misconfigured.join(', ')})`);
  if (!isAccepted(answer, options)) throw await refusal(ctx, 'failed');
}

/** The refusal's error, once its event is out. */
async function refusal(ctx: EndpointContext, reason: 'missing' | 'failed'): Promise<AuthError> {
  await emitEvent(ctx, { type: 'captcha.refused', userId: null, detail: { path: ctx.path, reason } });
  return AuthError.of(CAPTCHA_ERROR_CODES, reason === 'missing' ? 'MISSING_RESPONSE' : 'VERIFICATION_FAILED');
}
