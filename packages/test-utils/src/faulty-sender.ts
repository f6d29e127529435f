import { describe, expect, it } from 'vitest';

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

/** The status and JSON body of an answer, as compared across sender faults. */
export interface SenderFaultAnswer {
  status: number;
  body: unknown;
}

/** What a sender-fault flow gets: the fault, a sender with it, and a logger option that records. */
export interface SenderFaultSetup<I> {
  fault: SenderFault;
  sender: FaultySender<I>;
  logger: ReturnType<typeof recordingLogger>['options'];
}

/**
 * One test per sender fault (works, throws, hangs) running the same flow, then a
 * test that the three answers were the same 200. The flow sends, uses the token
 * or code the sender was given, and returns the answer to compare (only its
 * stable parts, where it carries ids). A throwing sender must be logged as a
 * failed background task; the others must not.
 *
 * @example
 * describeSenderFaults<SendMagicLinkInput>('sendMagicLink', 'the link it was given signs in', async ({ sender, logger }) => {
 *   const auth = createMagicLinkAuth({ magicLink: { sendMagicLink: sender.send }, auth: { logger } });
 *   ...
 *   return { status: response.status, body: await response.json() };
 * });
 */
export function describeSenderFaults<I>(
  sender: string,
  outcome: string,
  flow: (setup: SenderFaultSetup<I>) => Promise<SenderFaultAnswer>,
): void {
  describe(`a ${sender} that throws or never answers`, () => {
    const answers: SenderFaultAnswer[] = [];
    for (const fault of SENDER_FAULTS) {
      it(`${fault}: the answer is unchanged and ${outcome}`, async () => {
        const log = recordingLogger();
        answers.push(await flow({ fault, sender: faultySender<I>(fault), logger: log.options }));
        expect(log.messages.includes('Background task failed')).toBe(fault === 'throws');
      });
    }
    it('answered alike whether the sender worked, threw or hung', () => {
      expect(answers).toHaveLength(SENDER_FAULTS.length);
      expect(answers[0]?.status).toBe(200);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
    });
  });
}
