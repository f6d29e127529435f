import type { SiteverifyAnswer } from './siteverify.js';
import type { ResolvedCaptchaOptions } from './captcha-options.js';

/**
 * Whether a verification answer lets the request through: `success: true`,
 * and for reCAPTCHA v3 a score of at least `minScore`; with `expectedAction`,
 * the action the token was made for must match, so a token solved for a
 * harmless action elsewhere on the site cannot sign anyone up.
 *
 * @example
 * isAccepted({ success: true, score: 0.3 }, options); // false with minScore 0.5 on v3
 */
export function isAccepted(answer: SiteverifyAnswer, options: Pick<ResolvedCaptchaOptions, 'provider' | 'minScore' | 'expectedAction'>): boolean {
  if (answer.success !== true) return false;
  if (options.provider === 'google-recaptcha-v3') {
    // A v3 answer without a score is not a v3 answer: refuse rather than guess.
    if (typeof answer.score !== 'number' || answer.score < options.minScore) return false;
  }
  return options.expectedAction === undefined || answer.action === options.expectedAction;
}
