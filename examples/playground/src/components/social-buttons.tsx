import { useState } from 'react';
import { client } from '../auth-client.js';
import type { PlaygroundConfig } from '../lib/use-playground-config.js';
import { Alert } from './alert.js';

/**
 * One button per social provider the server has configured. The provider's
 * page takes over the tab; errors come back to /sign-in as `?error=`.
 */
export function SocialButtons({ providers }: { providers: PlaygroundConfig['providers'] }) {
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (providers.length === 0) return null;

  async function signIn(provider: string): Promise<void> {
    setPending(provider);
    setError(null);
    const { data, error } = await client.signIn.social({
      provider,
      callbackURL: '/account',
      errorCallbackURL: '/sign-in',
    });
    // Without an ID token the answer is always the provider's URL; the other shape is for native sign-in.
    const url = data && 'url' in data ? data.url : undefined;
    if (error || !url) {
      setError(error?.message ?? 'The provider did not answer with a sign-in page.');
      setPending(null);
      return;
    }
    // Leave `pending` set: the page is about to go to the provider.
    window.location.assign(url);
  }

  return (
    <div className="social">
      <div className="divider" role="separator">
        <span>or</span>
      </div>
      <Alert tone="error">{error}</Alert>
      {providers.map(({ id, name }) => (
        <button key={id} type="button" className="button button-secondary button-block" disabled={pending !== null} aria-busy={pending === id} onClick={() => void signIn(id)}>
          {pending === id ? `Redirecting to ${name}…` : `Continue with ${name}`}
        </button>
      ))}
    </div>
  );
}
