import type { AuthEvent, AuthEventType, AuthOptions } from 'latchkey';
import { backgroundTasks } from './account-kit.js';

/**
 * Records every event an instance delivers: pass `onEvent` and `waitUntil` to
 * the options, then `settle()` before reading, since delivery runs in the
 * background after the answer.
 */
export function eventRecorder(): {
  onEvent: NonNullable<AuthOptions['onEvent']>;
  waitUntil: NonNullable<AuthOptions['waitUntil']>;
  events: AuthEvent[];
  settle(): Promise<void>;
  /** The delivered events of these types, in order, after settling. */
  of(...types: AuthEventType[]): Promise<AuthEvent[]>;
  clear(): Promise<void>;
} {
  const events: AuthEvent[] = [];
  const { waitUntil, settle } = backgroundTasks();
  return {
    onEvent: (event) => void events.push(event),
    waitUntil,
    events,
    settle,
    async of(...types) {
      await settle();
      return events.filter((event) => types.includes(event.type));
    },
    async clear() {
      await settle();
      events.length = 0;
    },
  };
}

/** The events a password reset reports, whichever route proved it. */
export const RESET_EVENT_TYPES = ['password.reset-completed', 'session.revoked', 'account.unlocked'] as const satisfies readonly AuthEventType[];

/**
 * What a reset that ends the sessions and lifts a lock reports, once each and
 * in order, as `[type, userId, detail]`: compare with `resetSummary`.
 */
export function completedReset(userId: string): [string, string | null, unknown][] {
  return [
    ['password.reset-completed', userId, {}],
    ['session.revoked', userId, { cause: 'password-reset', scope: 'all' }],
    ['account.unlocked', userId, {}],
  ];
}

/** The reset events among those delivered, as `[type, userId, detail]`, after settling. */
export async function resetSummary(recorder: ReturnType<typeof eventRecorder>): Promise<[string, string | null, unknown][]> {
  return (await recorder.of(...RESET_EVENT_TYPES)).map((event) => [event.type, event.userId, event.detail]);
}
