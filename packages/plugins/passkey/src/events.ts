import type {} from 'latchkey';

// The plugin's events join the vocabulary `onEvent` sees (docs/events.md).
declare module 'latchkey' {
  interface AuthEventRegistry {
    'passkey.added': { passkeyId: string };
    'passkey.renamed': { passkeyId: string };
    'passkey.removed': { passkeyId: string };
  }
}

/** The passkey plugin's event types. */
export type PasskeyEventType = 'passkey.added' | 'passkey.renamed' | 'passkey.removed';
