import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../logger/create-logger.js';
import { SLOW_BACKGROUND_TASK_MS, backgroundRunner } from './background-runner.js';

const recordingLogger = () => {
  const lines: string[] = [];
  const logger: Logger = {
    debug: () => undefined,
    info: () => undefined,
    warn: (message) => lines.push(`warn ${message}`),
    error: (message) => lines.push(`error ${message}`),
  };
  return { logger, lines };
};

describe('backgroundRunner', () => {
  afterEach(() => vi.useRealTimers());

  it('logs a task that is still running after 30 s once, and nothing for one that ends in time', async () => {
    vi.useFakeTimers();
    const { logger, lines } = recordingLogger();
    const run = backgroundRunner({ logger });
    run(() => new Promise(() => undefined)); // a sender that never answers
    let finish!: () => void;
    run(() => new Promise<void>((resolve) => (finish = resolve)));
    await vi.advanceTimersByTimeAsync(SLOW_BACKGROUND_TASK_MS - 1);
    finish();
    await vi.advanceTimersByTimeAsync(1);
    expect(lines).toEqual([expect.stringMatching(/^error Background task still running after 30 s/)]);
    await vi.advanceTimersByTimeAsync(10 * SLOW_BACKGROUND_TASK_MS);
    expect(lines).toHaveLength(1);
  });

  it('logs a failure instead of throwing, and hands the running task to waitUntil', async () => {
    const { logger, lines } = recordingLogger();
    const handed: Promise<unknown>[] = [];
    backgroundRunner({ logger, waitUntil: (task) => handed.push(task) })(async () => {
      throw new Error('SMTP refused');
    });
    expect(handed).toHaveLength(1);
    await handed[0];
    expect(lines).toEqual(['error Background task failed']);
  });
});
