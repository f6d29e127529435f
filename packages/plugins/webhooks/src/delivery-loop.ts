import type { AuthContext } from 'latchkey/plugins';
import { claimDue } from './deliver-due.js';
import { sendDelivery } from './send-delivery.js';
import { webhooksKey } from './webhooks-options.js';

/** Wake-ups within this window share one claim: a burst of commits costs one query, not one each. */
const COALESCE_MS = 20;

interface Loop {
  timer: ReturnType<typeof setInterval>;
  /** The claim waiting for the coalescing window to end, if one is. */
  scheduled: ReturnType<typeof setTimeout> | null;
  /** The last claim filled every free slot: more may be due once a slot frees. */
  more: boolean;
  /** Aborts the sends in flight when the loop stops. */
  stop: AbortController;
  /** The claim running, if one is: claims never overlap within an instance. */
  claiming: Promise<void> | null;
  /** Woken while claiming: claim again right after, for rows committed meanwhile. */
  again: boolean;
  sends: Set<Promise<void>>;
}

const loops = new WeakMap<AuthContext, Loop>();

/** Claims soon: once per coalescing window however many wake-ups it gets. */
function schedule(auth: AuthContext, loop: Loop): void {
  if (loop.stop.signal.aborted || loop.scheduled) return;
  loop.scheduled = setTimeout(() => {
    loop.scheduled = null;
    pump(auth, loop);
  }, COALESCE_MS);
  (loop.scheduled as { unref?: () => void }).unref?.();
}

/**
 * Fills the free send slots (`batchSize` in flight at most) with due
 * deliveries. A send that ends frees its slot for the next due delivery: a
 * receiver that hangs until the timeout holds one slot, and deliveries to
 * every other endpoint keep flowing.
 */
function pump(auth: AuthContext, loop: Loop): void {
  if (loop.stop.signal.aborted) return;
  if (loop.claiming) {
    loop.again = true;
    return;
  }
  const free = webhooksKey.options(auth).batchSize - loop.sends.size;
  if (free <= 0) {
    loop.more = true;
    return;
  }
  loop.again = false;
  loop.claiming = claimDue(auth, free)
    .then((rows) => {
      for (const row of rows) {
        const send: Promise<void> = sendDelivery(auth, row, { signal: loop.stop.signal })
          .catch((error: unknown) => auth.logger.error(`Webhook delivery ${row.id} could not be recorded`, error))
          .finally(() => {
            loop.sends.delete(send);
            if (loop.more) schedule(auth, loop);
          });
        loop.sends.add(send);
      }
      loop.more = rows.length === free;
    })
    .catch((error: unknown) => auth.logger.error('Claiming webhook deliveries failed', error))
    .finally(() => {
      loop.claiming = null;
      if (loop.again) schedule(auth, loop);
    });
}

/**
 * Starts this instance's delivery loop: a claim every `pollSeconds`, one
 * moments after a change that wrote deliveries commits, and one when a send
 * frees a slot while more deliveries may be due. The timer never keeps the process alive. Called by the plugin at start
 * unless `deliveryLoop: false`.
 *
 * @example
 * init: (auth) => startDeliveryLoop(auth)
 */
export function startDeliveryLoop(auth: AuthContext): void {
  const options = webhooksKey.options(auth);
  if (!options.deliveryLoop || loops.has(auth)) return;
  const loop: Loop = { timer: undefined as never, scheduled: null, more: false, stop: new AbortController(), claiming: null, again: false, sends: new Set() };
  loop.timer = setInterval(() => pump(auth, loop), options.pollSeconds * 1000);
  (loop.timer as { unref?: () => void }).unref?.();
  loops.set(auth, loop);
}

/** Claims within moments (after a commit that wrote deliveries), when this instance has a loop. */
export function wakeDeliveryLoop(auth: AuthContext): void {
  const loop = loops.get(auth);
  if (loop) schedule(auth, loop);
}

/**
 * Stops this instance's delivery loop, for a graceful shutdown: nothing new is
 * claimed, the sends in flight are aborted (each counts as a failed attempt,
 * retried on schedule by any instance), and the answer waits until they are
 * recorded.
 *
 * @example
 * process.on('SIGTERM', async () => { await stopWebhookDelivery(await auth.$context); server.close(); });
 */
export async function stopWebhookDelivery(auth: AuthContext): Promise<void> {
  const loop = loops.get(auth);
  if (!loop) return;
  loops.delete(auth);
  clearInterval(loop.timer);
  if (loop.scheduled) clearTimeout(loop.scheduled);
  loop.stop.abort();
  await loop.claiming;
  await Promise.all(loop.sends);
}
