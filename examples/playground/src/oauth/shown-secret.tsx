import { useState } from 'react';

/** A client secret just issued: shown this once, with Copy and Done. */
export function ShownSecret({ clientName, clientId, secret, onDone }: { clientName: string; clientId: string; secret: string | null; onDone(): void }) {
  const [copied, setCopied] = useState(false);

  async function copy(value: string): Promise<void> {
    await navigator.clipboard?.writeText(value).catch(() => undefined);
    setCopied(true);
  }

  return (
    <div className="notice" role="status" data-testid="new-client-secret">
      <p>
        <strong>{clientName}</strong>: client id <code className="oauth-code">{clientId}</code>
      </p>
      {secret ? (
        <>
          <p>Its secret, shown only this once (only its hash is kept). Copy it into the app's configuration now:</p>
          <code className="oauth-code" data-testid="client-secret">
            {secret}
          </code>
        </>
      ) : (
        <p>A public client: no secret, PKCE protects its codes.</p>
      )}
      <div className="actions">
        {secret && (
          <button type="button" className="button button-secondary button-small" onClick={() => void copy(secret)}>
            {copied ? 'Copied' : 'Copy secret'}
          </button>
        )}
        <button type="button" className="button button-secondary button-small" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
