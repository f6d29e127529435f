import type { AuthOptions, AuthContext } from '../declarations/auth-context.js';
import { runCleanup } from './run-cleanup.js';

/** Checks the cleanup interval when the options are read. */
export function checkCleanupOptions(options: AuthOptions): void {
  const seconds = options.cleanup?.intervalSeconds;
  if (seconds !== undefined && !(Number.isFinite(seconds) && seconds >= 60)) {
    throw new Error('Latchkey: cleanup.intervalSeconds must be at least 60.');
  }
}

/** Runs the cleanup (expired rows, then plugins') on the configured interval, without keeping the process alive. */
export function scheduleCleanup(auth: AuthContext): void {
  const seconds = auth.options.cleanup?.intervalSeconds;
  if (seconds === undefined) return;
  const timer = setInterval(() => {
    auth.runInBackground(() => runCleanup(auth));
  }, seconds * 1000);
  (timer as { unref?: () => void }).unref?.();
}
