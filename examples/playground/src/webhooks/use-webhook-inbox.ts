import { useEffect, useState } from 'react';
import type { InboxDelivery } from '../../server/webhook-inbox.js';

const POLL_MS = 1000;

/** The receiver's deliveries, newest first, re-read every second while the tab is visible. */
export function useWebhookInbox(): { deliveries: InboxDelivery[] | null; error: string | null } {
  const [deliveries, setDeliveries] = useState<InboxDelivery[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const read = async (): Promise<void> => {
      try {
        const response = await fetch('/api/dev-services/webhook-inbox', { cache: 'no-store' });
        if (!response.ok) throw new Error(response.status === 404 ? 'The receiver is off in production.' : response.statusText);
        const body = (await response.json()) as { deliveries: InboxDelivery[] };
        if (live) {
          setDeliveries(body.deliveries);
          setError(null);
        }
      } catch (cause) {
        if (live) setError(cause instanceof Error ? cause.message : 'The receiver could not be read.');
      }
    };
    void read();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void read();
    }, POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, []);
  return { deliveries, error };
}
