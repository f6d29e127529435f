import type { Logger } from '../logger/create-logger.js';

/** How long a background task may run before it is logged as slow (a sender that hangs). */
export const SLOW_BACKGROUND_TASK_MS = 30_000;

/**
 * Runs work the answer does not wait for (mails, texts, cleanup): a failure is
 * logged, never thrown; a task still running after 30 s is logged once, as an
 * error so the default level shows it, so a mail or SMS sender that hangs is
 * seen; the platform's `waitUntil`, when given, keeps a serverless function
 * alive until it ends.
 *
 * @example
 * const run = backgroundRunner({ logger, waitUntil: ctx.waitUntil });
 * run(() => sendMail(message));
 */
export function backgroundRunner(input: {
  logger: Logger;
  waitUntil?: ((task: Promise<unknown>) => void) | undefined;
}): (task: () => Promise<unknown>) => void {
  const { logger, waitUntil } = input;
  return (task) => {
    const warn = (): void =>
      logger.error(`Background task still running after ${SLOW_BACKGROUND_TASK_MS / 1000} s (a mail or SMS sender that hangs? give it a timeout)`);
    const slow = setTimeout(warn, SLOW_BACKGROUND_TASK_MS);
    slow.unref?.();
    const running = task()
      .catch((error: unknown) => logger.error('Background task failed', error))
      .finally(() => clearTimeout(slow));
    waitUntil?.(running);
  };
}
