import { useState, type ChangeEvent } from 'react';

/**
 * The playground's stand-in for a captcha widget (Turnstile, reCAPTCHA,
 * hCaptcha): ticking the box fetches a one-time token from the playground
 * server, which the page sends in the `x-captcha-response` header. Give it a
 * new `key` after each attempt: the server spends the token on the first try.
 *
 * @example
 * <DevCaptcha key={attempt} onToken={setCaptchaToken} />
 */
export function DevCaptcha({ onToken }: { onToken(token: string | null): void }) {
  const [state, setState] = useState<'idle' | 'solving' | 'solved' | 'failed'>('idle');

  async function onChange(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    if (!event.currentTarget.checked) {
      setState('idle');
      return onToken(null);
    }
    setState('solving');
    const response = await fetch('/api/dev-services/captcha/token', { method: 'POST' }).catch(() => null);
    const body = response?.ok ? ((await response.json()) as { token: string }) : null;
    setState(body ? 'solved' : 'failed');
    onToken(body?.token ?? null);
  }

  return (
    <div className="field">
      <label className="checkbox">
        <input type="checkbox" checked={state === 'solving' || state === 'solved'} onChange={(event) => void onChange(event)} />
        I am not a robot
      </label>
      <p className="field-hint" aria-live="polite">
        {state === 'solved' ? 'Captcha solved. ' : state === 'failed' ? 'Could not get a captcha token. ' : ''}
        A development captcha: in production this is Turnstile, reCAPTCHA or hCaptcha.
      </p>
    </div>
  );
}
