const CHANNEL = 'latchkey';
const STORAGE_KEY = 'latchkey.session-changed';

export interface TabSignal {
  start(): void;
  stop(): void;
  /** Tells the other tabs the session changed. */
  post(): void;
}

const hasChannel = (): boolean => typeof BroadcastChannel === 'function';

/**
 * A "session changed" signal between tabs of one origin: a BroadcastChannel, with
 * a storage event as fallback. The message carries no session data, so nothing
 * sensitive lands in storage or in other documents; receivers refetch.
 *
 * @example
 * const signal = createTabSignal(() => refetch());
 * signal.start(); // listen
 * signal.post(); // after sign-out
 */
export function createTabSignal(onSignal: () => void): TabSignal {
  let channel: BroadcastChannel | undefined;
  const onStorage = (event: StorageEvent): void => {
    if (event.key === STORAGE_KEY && event.newValue) onSignal();
  };
  return {
    start() {
      if (typeof window === 'undefined') return;
      if (hasChannel()) {
        channel = new BroadcastChannel(CHANNEL);
        channel.onmessage = onSignal;
      }
      window.addEventListener('storage', onStorage);
    },
    stop() {
      channel?.close();
      channel = undefined;
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    },
    post() {
      if (typeof window === 'undefined') return;
      if (!hasChannel()) {
        try {
          localStorage.setItem(STORAGE_KEY, String(Date.now()));
        } catch {
          // Storage may be disabled (private mode); other tabs then catch up on focus.
        }
        return;
      }
      // Posting on our own listening channel keeps this tab from hearing itself.
      const sender = channel ?? new BroadcastChannel(CHANNEL);
      sender.postMessage('session-changed');
      if (sender !== channel) sender.close();
    },
  };
}
