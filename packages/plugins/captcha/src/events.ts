import type {} from 'latchkey';

// The plugin's event joins the vocabulary `onEvent` sees (docs/events.md).
declare module 'latchkey' {
  interface AuthEventRegistry {
    'captcha.refused': { path: string; reason: 'missing' | 'failed' };
  }
}

/** The captcha plugin's event type. */
export type CaptchaEventType = 'captcha.refused';
