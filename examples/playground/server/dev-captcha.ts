import { randomBytes } from 'node:crypto';

/** The secret the playground's captcha plugin and its stand-in provider share. */
export const DEV_CAPTCHA_SECRET = 'playground-development-captcha-secret';

const TOKEN_LIFETIME_MS = 5 * 60_000;
// Bounds the memory a flood of token requests can take; the oldest go first.
const MAX_TOKENS = 1_000;

/**
 * A stand-in captcha provider for development: the widget's checkbox gets a
 * token from `issue()`, and the captcha plugin verifies it through `verify()`
 * exactly as it would with Turnstile's siteverify. It proves nothing about
 * being human; it shows where a real provider fits, without the internet.
 *
 * @example
 * const captcha = createDevCaptcha();
 * const token = captcha.issue();
 * captcha.verify({ secret: DEV_CAPTCHA_SECRET, response: token }); // { success: true, … }
 */
export function createDevCaptcha() {
  const tokens = new Map<string, number>();
  return {
    issue(): string {
      const token = randomBytes(24).toString('base64url');
      tokens.set(token, Date.now() + TOKEN_LIFETIME_MS);
      if (tokens.size > MAX_TOKENS) tokens.delete(tokens.keys().next().value as string);
      return token;
    },
    /** A Turnstile-shaped siteverify answer; each token verifies once. */
    verify(fields: { secret?: string; response?: string }): Record<string, unknown> {
      if (fields.secret !== DEV_CAPTCHA_SECRET) return { success: false, 'error-codes': ['invalid-input-secret'] };
      const expires = tokens.get(fields.response ?? '');
      tokens.delete(fields.response ?? '');
      if (expires === undefined || expires < Date.now()) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
      return { success: true, 'error-codes': [], challenge_ts: new Date().toISOString(), hostname: 'localhost', action: '', cdata: '' };
    },
  };
}

export type DevCaptcha = ReturnType<typeof createDevCaptcha>;
