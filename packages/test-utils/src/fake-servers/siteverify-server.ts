// A loopback verification endpoint that speaks each provider's documented
// siteverify API (form-encoded POST of secret, response, remoteip, and
// hCaptcha's sitekey; a JSON answer), so the tests never leave the machine.
import { randomUUID } from 'node:crypto';
import { startLoopbackServer } from '../loopback-server.js';
import type { CaptchaProvider } from '@latchkey/captcha';

export const SECRET = 'test-secret-key';
export const SITE_KEY = 'test-site-key';

/** What the widget's solution says about the visitor: v3 scores, the action it was rendered for. */
export interface Solution {
  /** reCAPTCHA v3's score; null leaves it out of the answer. */
  score?: number | null;
  action?: string;
}

export interface SiteverifyServerOptions {
  provider: CaptchaProvider;
  delayMs?: number;
  /** Answer every request with this status and no JSON. */
  status?: number;
}

export interface SiteverifyServer {
  url: string;
  /** Every verification request's form fields and content type. */
  requests: { fields: Record<string, string>; contentType: string | undefined }[];
  /** A fresh token, as a widget hands one out once the visitor solved it. Valid once. */
  solve(solution?: Solution): string;
  close(): Promise<void>;
}

/** Starts the endpoint on 127.0.0.1 at a random port. */
export async function startSiteverifyServer(options: SiteverifyServerOptions): Promise<SiteverifyServer> {
  const solutions = new Map<string, Solution>();
  const spent = new Set<string>();
  const requests: SiteverifyServer['requests'] = [];
  const server = await startLoopbackServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const fields = Object.fromEntries(new URLSearchParams(raw));
    requests.push({ fields, contentType: request.headers['content-type'] });
    const answer = (): void => {
      if (options.status) return void response.writeHead(options.status).end('<html>unavailable</html>');
      const body = verdict(options.provider, fields, { solutions, spent });
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (options.delayMs) setTimeout(answer, options.delayMs);
    else answer();
  });
  return {
    url: `${server.origin}/siteverify`,
    requests,
    solve: (solution = {}) => {
      const token = `${options.provider}.${randomUUID()}`;
      solutions.set(token, solution);
      return token;
    },
    close: server.close,
  };
}

/** The provider's answer, in its documented shape. */
function verdict(
  provider: CaptchaProvider,
  fields: Record<string, string>,
  state: { solutions: Map<string, Solution>; spent: Set<string> },
): Record<string, unknown> {
  const refuse = (code: string) => ({ success: false, 'error-codes': [code] });
  if (!fields.secret) return refuse('missing-input-secret');
  if (fields.secret !== SECRET) return refuse('invalid-input-secret');
  if (provider === 'hcaptcha' && fields.sitekey !== undefined && fields.sitekey !== SITE_KEY) return refuse('sitekey-secret-mismatch');
  const token = fields.response ?? '';
  if (!token) return refuse('missing-input-response');
  const solution = state.solutions.get(token);
  if (!solution) return refuse('invalid-input-response');
  if (state.spent.has(token)) return refuse('timeout-or-duplicate');
  state.spent.add(token);
  const common = { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost' };
  if (provider === 'cloudflare-turnstile') return { ...common, 'error-codes': [], action: solution.action ?? '', cdata: '' };
  if (provider === 'google-recaptcha-v3') {
    const score = solution.score === null ? {} : { score: solution.score ?? 0.9 };
    return { ...common, ...score, action: solution.action ?? 'submit' };
  }
  if (provider === 'hcaptcha') return { ...common, credit: false };
  return common;
}
