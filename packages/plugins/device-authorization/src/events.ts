import type {} from 'latchkey';

// The plugin's events join the vocabulary `onEvent` sees (docs/events.md).
declare module 'latchkey' {
  interface AuthEventRegistry {
    'device-code.approved': { clientId: string };
    'device-code.denied': { clientId: string };
  }
}

/** The device-authorization plugin's event types. */
export type DeviceEventType = 'device-code.approved' | 'device-code.denied';
