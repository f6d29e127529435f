import { assertSafeURL } from 'latchkey/oauth';
import { AuthError } from 'latchkey/plugins';
import { WEBHOOKS_ERROR_CODES } from './error-codes.js';

/**
 * Refuses (400 `WEBHOOK_URL_NOT_ALLOWED`) a URL the delivery's SSRF guard
 * would refuse: not https, with credentials, or resolving to a loopback,
 * private or otherwise internal address (unless `allowPrivateTargets`). Every
 * send checks again, since a name can resolve elsewhere later.
 *
 * @example
 * await checkWebhookURL(ctx.body.url, { allowPrivateTargets: false });
 */
export async function checkWebhookURL(url: string, input: { allowPrivateTargets: boolean }): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw AuthError.of(WEBHOOKS_ERROR_CODES, 'WEBHOOK_URL_NOT_ALLOWED');
  }
  try {
    await assertSafeURL(parsed, { allowPrivateNetwork: input.allowPrivateTargets });
  } catch (cause) {
    throw AuthError.of(WEBHOOKS_ERROR_CODES, 'WEBHOOK_URL_NOT_ALLOWED', { cause });
  }
}
