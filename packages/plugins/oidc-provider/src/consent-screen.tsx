import { useEffect, useState, type ReactElement } from 'react';
import type { ClientResult } from '@latchkey/client';
import type { ConsentDetails } from './endpoints/consent-details.js';

/** The two calls the consent screen makes: any client built with `oidcProviderClient()`. */
export interface ConsentClient {
  oauth2: {
    consentDetails(input: { query: { consent_code: string } }): Promise<ClientResult<ConsentDetails>>;
    consent(input: { consentCode: string; accept: boolean }): Promise<ClientResult<{ redirectURI: string }>>;
  };
}

export interface ConsentScreenProps {
  client: ConsentClient;
  /** The `consent_code` of the page's query. */
  consentCode: string;
  /** Where the answer sends the browser. Default `window.location.assign`. */
  navigate?: (url: string) => void;
  /** Texts, for other languages. */
  labels?: { asks?: string; returnsTo?: string; allow?: string; deny?: string };
}

type State = { kind: 'loading' } | { kind: 'ready'; details: ConsentDetails } | { kind: 'failed'; message: string };

/**
 * The consent page's body: which app asks for what, where the answer goes,
 * with Allow and Deny. It
 * loads the request for `consentCode`, sends the answer, and navigates to
 * where the provider says (back to the app with a code or with
 * `error=access_denied`). Unstyled: style it through its `data-consent` hooks.
 *
 * @example
 * const consentCode = new URLSearchParams(location.search).get('consent_code') ?? '';
 * return <ConsentScreen client={client} consentCode={consentCode} />;
 */
export function ConsentScreen({ client, consentCode, navigate, labels = {} }: ConsentScreenProps): ReactElement {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let current = true;
    void client.oauth2.consentDetails({ query: { consent_code: consentCode } }).then(({ data, error }) => {
      if (current) setState(data ? { kind: 'ready', details: data } : { kind: 'failed', message: error?.message ?? 'This request cannot be answered' });
    });
    return () => {
      current = false;
    };
  }, [client, consentCode]);

  async function answer(accept: boolean): Promise<void> {
    setBusy(true);
    const { data, error } = await client.oauth2.consent({ consentCode, accept });
    if (data) return (navigate ?? ((url) => window.location.assign(url)))(data.redirectURI);
    setBusy(false);
    setState({ kind: 'failed', message: error?.message ?? 'This request cannot be answered' });
  }

  if (state.kind === 'loading') return <section data-consent="loading" aria-busy="true" />;
  if (state.kind === 'failed') return <section data-consent="failed"><p role="alert">{state.message}</p></section>;
  const { details } = state;
  return (
    <section data-consent="ready">
      <h1>
        {details.client.name} {labels.asks ?? 'would like to'}
      </h1>
      <ul>
        {details.scopes.map((scope) => (
          <li key={scope.name} data-scope={scope.name}>
            {scope.description ?? scope.name}
          </li>
        ))}
      </ul>
      <p data-consent="return">
        {labels.returnsTo ?? 'Then you return to'} {details.redirectOrigin}
      </p>
      <button type="button" disabled={busy} onClick={() => void answer(true)}>
        {labels.allow ?? 'Allow'}
      </button>
      <button type="button" disabled={busy} onClick={() => void answer(false)}>
        {labels.deny ?? 'Deny'}
      </button>
    </section>
  );
}
