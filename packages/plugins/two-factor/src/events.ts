import type {} from 'latchkey';

/** Which second factor a two-factor event is about. */
export type SecondFactor = 'totp' | 'otp' | 'backup-code';

// The plugin's events join the vocabulary `onEvent` sees (docs/events.md).
declare module 'latchkey' {
  interface AuthEventRegistry {
    'two-factor.challenge-issued': Record<string, never>;
    'two-factor.passed': { factor: SecondFactor };
    'two-factor.failed': { factor: SecondFactor };
    'two-factor.backup-code-used': Record<string, never>;
    'two-factor.trusted-device-added': Record<string, never>;
    'two-factor.enabled': Record<string, never>;
    'two-factor.disabled': Record<string, never>;
  }
}
