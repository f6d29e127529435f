import type { AuthContext } from 'latchkey/plugins';
import { deliverDue } from './deliver-due.js';
import { webhooksKey } from './webhooks-options.js';

interface Loop {
  timer: ReturnType<typeof setInterval>;
  /** Aborts the sends in flight when the loop stops. */
  stop: AbortController;
  running: Promise<void> | null;
  /** Woken while a pass ran: run another right after, for rows committed meanwhile. */
  again: boolean;
}

const loops = new WeakMap<AuthContext, Loop>();

function run(auth: AuthContext, loop: Loop): void {
  if (loop.stop.signal.aborted) return;
  if (loop.running) {
    loop.again = true;
    return;
  }
  loop.again = false;
  loop.running = deliverDue(auth, { signal: loop.stop.signal })
    .then(() => undefined)
    .catch((error: unknown) => auth.logger.error('Webhook delivery pass failed', error))
    .finally(() => {
      loop.running = null;
      if (loop.again) run(auth, loop);
    });
}

/**
 * Starts this instance's delivery loop: a pass every `pollSeconds`, and one as
 * soon as a change that wrote deliveries commits. The timer never keeps the
 * process alive. Called by the plugin at start unless `deliveryLoop: false`.
 *
 * @example
 * init: (auth) => startDeliveryLoop(auth)
 */
export function startDeliveryLoop(auth: AuthContext): void {
  const options = webhooksKey.options(auth);
  if (!options.deliveryLoop || loops.has(auth)) return;
  const loop: Loop = { timer: undefined as never, stop: new AbortController(), running: null, again: false };
  loop.timer = setInterval(() => run(auth, loop), options.pollSeconds * 1000);
  (loop.timer as { unref?: () => void }).unref?.();
  loops.set(auth, loop);
}

/** Runs a pass now (after a commit that wrote deliveries), when this instance has a loop. */
export function wakeDeliveryLoop(auth: AuthContext): void {
  const loop = loops.get(auth);
  if (loop) run(auth, loop);
}

/**
 * Stops this instance's delivery loop, for a graceful shutdown: no new pass
 * starts, the sends in flight are aborted (each counts as a failed attempt and
 * is retried by another instance on schedule), and the answer waits for the
 * running pass to end.
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
  await loop.running;
}
