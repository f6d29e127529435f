/** The fields the providers' verification answers share, and the v3 ones. */
export interface SiteverifyAnswer {
  success: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

export interface SiteverifyRequest {
  verifyURL: string;
  secretKey: string;
  token: string;
  /** The client's address, when known: the providers use it as one more signal. */
  remoteIp: string | null;
  /** hCaptcha's `sitekey`. */
  siteKey?: string | undefined;
  timeoutMs: number;
}

/**
 * Asks the provider about a token, the way Turnstile, reCAPTCHA and hCaptcha
 * all document it: a form-encoded POST of `secret`, `response` and `remoteip`,
 * answered with JSON. Throws when no 200 JSON answer arrives within `timeoutMs`.
 *
 * @example
 * const answer = await siteverify({ verifyURL, secretKey, token, remoteIp: ctx.clientIp, timeoutMs: 5000 });
 * if (!answer.success) refuse();
 */
export async function siteverify(request: SiteverifyRequest): Promise<SiteverifyAnswer> {
  const form = new URLSearchParams({ secret: request.secretKey, response: request.token });
  if (request.remoteIp) form.set('remoteip', request.remoteIp);
  if (request.siteKey) form.set('sitekey', request.siteKey);
  const response = await fetch(request.verifyURL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form,
    // A redirect would carry the secret key somewhere nobody configured.
    redirect: 'error',
    signal: AbortSignal.timeout(request.timeoutMs),
  });
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new Error(`the verification endpoint answered ${response.status}`);
  }
  const answer: unknown = await response.json();
  if (typeof answer !== 'object' || answer === null || typeof (answer as { success?: unknown }).success !== 'boolean') {
    throw new Error('the verification endpoint answered without a boolean "success"');
  }
  return answer as SiteverifyAnswer;
}
