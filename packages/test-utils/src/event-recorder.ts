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
