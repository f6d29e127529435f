import type { EndpointContext } from '../declarations/auth-context.js';
import type { MailData, SendMail } from '../options/account-options.js';

/**
 * Hands a mail to the app's sender after the answer is built, so neither the
 * answer's timing nor its content depends on sending (or on whether an account
 * exists). Failures are logged, never answered.
 */
export function sendMailInBackground<D extends MailData>(ctx: EndpointContext, send: SendMail<D> | undefined, data: D): void {
  if (!send) return;
  ctx.auth.runInBackground(async () => send(data, ctx.request));
}

/** An absolute link to an endpoint of this instance, e.g. for a verification mail. */
export function endpointURL(ctx: EndpointContext, path: string, query: Record<string, string | undefined>): string {
  const url = new URL(`${ctx.auth.basePath}${path}`, ctx.auth.baseURL);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}
