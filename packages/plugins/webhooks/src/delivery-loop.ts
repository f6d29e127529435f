import type { AuthContext } from 'latchkey/plugins';
import { claimDue } from './deliver-due.js';
import { sendDelivery } from './send-delivery.js';
import { webhooksKey } from './webhooks-options.js';

interface Loop {
  timer: ReturnType<typeof setInterval>;
  /** Aborts the sends in flight when the loop stops. */
  stop: AbortController;
  /** The claim running, if one is: claims never overlap within an instance. */
  claiming: Promise<void> | null;
  /** Woken while claiming: claim again right after, for rows committed meanwhile. */
  again: boolean;
  sends: Set<Promise<void>>;
}

const loops = new WeakMap<AuthContext, Loop>();

/**
 * Fills the free send slots (`batchSize` in flight at most) with due
 * deliveries. Each send frees its slot when it ends, and the freed slot is
 * filled at once: a receiver that hangs until the timeout holds one slot, and
 * deliveries to every other endpoint keep flowing.
 */
function pump(auth: AuthContext, loop: Loop): void {
  if (loop.stop.signal.aborted) return;
  if (loop.claiming) {
    loop.again = true;
    return;
  }
  const free = webhooksKey.options(auth).batchSize - loop.sends.size;
  if (free <= 0) return;
  loop.again = false;
  loop.claiming = claimDue(auth, free)
    .then((rows) => {
      for (const row of rows) {
        const send: Promise<void> = sendDelivery(auth, row, { signal: loop.stop.signal })
          .catch((error: unknown) => auth.logger.error(`Webhook delivery ${row.id} could not be recorded`, error))
          .finally(() => {
            loop.sends.delete(send);
            pump(auth, loop);
          });
        loop.sends.add(send);
      }
      if (rows.length === free) loop.again = true;
    })
    .catch((error: unknown) => auth.logger.error('Claiming webhook deliveries failed', error))
    .finally(() => {
      loop.claiming = null;
      if (loop.again) pump(auth, loop);
    });
}

/**
 * Starts this instance's delivery loop: a claim every `pollSeconds`, one as
 * soon as a change that wrote deliveries commits, and one whenever a send
 * ends. The timer never keeps the process alive. Called by the plugin at start
 * unless `deliveryLoop: false`.
 *
 * @example
 * init: (auth) => startDeliveryLoop(auth)
 */
export function startDeliveryLoop(auth: AuthContext): void {
  const options = webhooksKey.options(auth);
  if (!options.deliveryLoop || loops.has(auth)) return;
  const loop: Loop = { timer: undefined as never, stop: new AbortController(), claiming: null, again: false, sends: new Set() };
  loop.timer = setInterval(() => pump(auth, loop), options.pollSeconds * 1000);
  (loop.timer as { unref?: () => void }).unref?.();
  loops.set(auth, loop);
}

/** Claims now (after a commit that wrote deliveries), when this instance has a loop. */
export function wakeDeliveryLoop(auth: AuthContext): void {
  const loop = loops.get(auth);
  if (loop) pump(auth, loop);
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
  loop.stop.abort();
  await loop.claiming;
  await Promise.all(loop.sends);
}
