/** How a test's mail or text sender behaves: delivers, throws, or never settles. */
export type SenderFault = 'works' | 'throws' | 'hangs';

export const SENDER_FAULTS: readonly SenderFault[] = ['works', 'throws', 'hangs'];

export interface FaultySender<I> {
  /** The sender to configure; it records its input before failing. */
  send(input: I): Promise<void>;
  /** Every input it was given, in order. */
  calls: I[];
  /** Resolves with the `index`th input (0 by default) once it is given; background work may call it after the answer. */
  called(index?: number): Promise<I>;
}

/**
 * A mail or text sender that records what it is asked to deliver, then works,
 * throws, or hangs forever, for tests that the answer and the stored token do not
 * depend on delivery. Recording first is what lets a test use the code a failed
 * delivery was carrying.
 *
 * @example
 * const sender = faultySender<{ email: string; otp: string }>('hangs');
 * const auth = createTestAuth({ plugins: [emailOTP({ sendVerificationOTP: sender.send })] });
 * const { otp } = await sender.called();
 */
export function faultySender<I>(fault: SenderFault): FaultySender<I> {
  const calls: I[] = [];
  const waiting: { index: number; resolve: (input: I) => void }[] = [];
  return {
    calls,
    called: (index = 0) =>
      new Promise<I>((resolve) => {
        const input = calls[index];
        if (input !== undefined) resolve(input);
        else waiting.push({ index, resolve });
      }),
    send(input: I): Promise<void> {
      calls.push(input);
      for (const waiter of waiting.filter((w) => w.index === calls.length - 1)) waiter.resolve(input);
      if (fault === 'throws') return Promise.reject(new Error('mail server refused the message'));
      if (fault === 'hangs') return new Promise<void>(() => undefined);
      return Promise.resolve();
    },
  };
}

/**
 * A logger option that keeps every message, to check that a failure was logged.
 *
 * @example
 * const log = recordingLogger();
 * createTestAuth({ logger: log.options });
 * expect(log.messages).toContain('Background task failed');
 */
export function recordingLogger(): {
  options: { level: 'error'; log: (level: string, message: string, ...details: unknown[]) => void };
  messages: string[];
  /** The messages with the error messages of their details, for matching a cause. */
  entries: { message: string; details: unknown[] }[];
} {
  const messages: string[] = [];
  const entries: { message: string; details: unknown[] }[] = [];
  return {
    messages,
    entries,
    options: {
      level: 'error',
      log: (_level, message, ...details) => {
        messages.push(message);
        entries.push({ message, details });
      },
    },
  };
}
