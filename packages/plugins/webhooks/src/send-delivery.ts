import { createSafeFetch, type FetchLike } from 'latchkey/oauth';
import type { AuthContext } from 'latchkey/plugins';
import { deliveryTarget } from './find-endpoints.js';
import { retryDelayMs } from './retry-delay.js';
import { signWebhook } from './sign-webhook.js';
import type { WebhookDeliveryRow } from './webhook-delivery-record.js';
import { webhooksKey } from './webhooks-options.js';

const fetches = new WeakMap<AuthContext, FetchLike>();

/** The SSRF-guarded fetch of an instance, made once. */
function fetchOf(auth: AuthContext): FetchLike {
  let fetch = fetches.get(auth);
  if (!fetch) {
    const options = webhooksKey.options(auth);
    fetch = createSafeFetch({ allowPrivateNetwork: options.allowPrivateTargets, timeoutMs: options.timeoutSeconds * 1000 });
    fetches.set(auth, fetch);
  }
  return fetch;
}

/** What one attempt came to. */
interface Outcome {
  ok: boolean;
  status: number | null;
  error: string | null;
}

/**
 * Sends one claimed delivery and records the outcome, only while this
 * instance still holds the claim (`claimToken`): a 2xx marks it delivered;
 * anything else (another status, a timeout, a refused or dropped connection,
 * a URL the SSRF guard refuses) schedules the next attempt with backoff, or
 * dead-letters it after `maxAttempts`.
 *
 * @example
 * await sendDelivery(auth, row, { signal });
 */
export async function sendDelivery(auth: AuthContext, row: WebhookDeliveryRow, input: { signal?: AbortSignal } = {}): Promise<void> {
  const outcome = await attempt(auth, row, input.signal);
  const options = webhooksKey.options(auth);
  const now = new Date();
  const attempts = Number(row.attempts) + 1;
  const common = { attempts, claimToken: null, lastStatus: outcome.status, lastError: outcome.error?.slice(0, 500) ?? null, lockedUntil: now };
  const update = outcome.ok
    ? { ...common, state: 'delivered', deliveredAt: now }
    : attempts >= options.maxAttempts
      ? { ...common, state: 'dead' }
      : { ...common, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, { baseSeconds: options.retryBaseSeconds, maxSeconds: options.retryMaxSeconds })) };
  await auth.db.update({
    model: 'webhookDelivery',
    where: [{ field: 'id', value: row.id }, { field: 'claimToken', value: row.claimToken }],
    update,
  });
}

async function attempt(auth: AuthContext, row: WebhookDeliveryRow, signal: AbortSignal | undefined): Promise<Outcome> {
  const target = await deliveryTarget(auth, row.endpointId);
  if (!target) return { ok: false, status: null, error: 'The endpoint is disabled or was removed.' };
  const body = JSON.stringify(row.payload);
  const headers = signWebhook({ id: row.id, timestamp: Math.floor(Date.now() / 1000), body }, target.secrets);
  const fetch = fetchOf(auth);
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'Latchkey-Webhooks' },
      body,
      ...(signal ? { signal } : {}),
    });
    await drain(response);
    const ok = response.status >= 200 && response.status < 300;
    return { ok, status: response.status, error: ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, status: null, error: describe(error) };
  }
}

/** The most of an answer's body read: a receiver cannot make us download more. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Reads and drops the answer's body, up to a limit: a connection whose answer
 * was read to the end is reused for the next send (cancelling closes it).
 */
async function drain(response: Response): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) return;
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > MAX_ANSWER_BYTES) return void (await reader.cancel());
    }
  } catch {
    // A dropped connection after the status line: the status decides.
  }
}

function describe(error: unknown): string {
  const details = (error as { details?: { reason?: string } }).details;
  if (details?.reason) return `Refused: ${details.reason}`;
  const cause = (error as { cause?: { name?: string; message?: string; cause?: { code?: string } } }).cause;
  if (cause?.name === 'TimeoutError' || cause?.name === 'AbortError') return 'Timed out';
  return cause?.cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : 'Request failed');
}
