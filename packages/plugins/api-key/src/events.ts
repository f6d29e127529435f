import type {} from 'latchkey';

// The plugin's events join the vocabulary `onEvent` sees (docs/events.md).
// `start` is the key's first characters as shown in lists, never the key.
declare module 'latchkey' {
  interface AuthEventRegistry {
    'api-key.created': { keyId: string; start: string | null };
    'api-key.revoked': { keyId: string };
    'api-key.expired': { keyId: string };
  }
}

/** The API-key plugin's event types. */
export type ApiKeyEventType = 'api-key.created' | 'api-key.revoked' | 'api-key.expired';
