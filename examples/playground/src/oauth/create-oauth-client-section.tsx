import { useState, type FormEvent } from 'react';
import { client } from '../auth-client.js';
import { Section } from '../account/section.js';
import { Alert } from '../components/alert.js';
import { SelectField } from '../components/select-field.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useAction } from '../lib/use-action.js';
import { uriLines, UriListField } from './uri-list-field.js';

const METHODS = ['client_secret_basic', 'client_secret_post', 'none'] as const;
type Method = (typeof METHODS)[number];

export interface IssuedSecret {
  clientName: string;
  clientId: string;
  secret: string | null;
}

/** Registers a relying party: name, redirect URIs, scopes, how it authenticates, and whether it skips consent. */
export function CreateOAuthClientSection({ onCreated }: { onCreated(issued: IssuedSecret): Promise<void> }) {
  const action = useAction();
  const [method, setMethod] = useState<Method>('client_secret_basic');

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = {
      name: String(data.get('name')).trim(),
      redirectUris: uriLines(data.get('redirectUris')),
      postLogoutRedirectUris: uriLines(data.get('postLogoutRedirectUris')),
      scope: String(data.get('scope')).trim() || undefined,
      tokenEndpointAuthMethod: method,
      firstParty: data.get('firstParty') === 'on',
    };
    void action.run(async () => {
      const answer = await client.oauth2.createClient(body);
      if (answer.data) {
        form.reset();
        setMethod('client_secret_basic');
        await onCreated({ clientName: answer.data.client.name, clientId: answer.data.client.clientId, secret: answer.data.clientSecret });
      }
      return answer;
    });
  }

  return (
    <Section id="create-oauth-client" title="Register a client" description="An app that signs people in with their playground account. Confidential clients get a secret, shown once.">
      <form className="form" onSubmit={submit}>
        <TextField label="Name" name="name" required maxLength={200} autoComplete="off" hint="People see it on the consent page and in their connected apps." />
        <UriListField label="Redirect URIs" name="redirectUris" required placeholder="https://app.example.com/callback" hint="One a line, matched exactly. http only on 127.0.0.1, [::1] or localhost." />
        <UriListField label="Post-logout redirect URIs" name="postLogoutRedirectUris" placeholder="https://app.example.com/" hint="Optional: where RP-initiated logout may return to." />
        <div className="form-row">
          <TextField label="Scopes" name="scope" defaultValue="openid profile email" autoComplete="off" />
          <SelectField label="Client authentication" id="create-oauth-client-method" value={method} onChange={(event) => setMethod(event.target.value as Method)} options={METHODS} />
        </div>
        <label className="checkbox">
          <input type="checkbox" name="firstParty" />
          First-party: one of your own apps, signed in without a consent page
        </label>
        <Alert tone="error">{action.error}</Alert>
        <SubmitButton pending={action.pending} pendingLabel="Registering…">
          Register client
        </SubmitButton>
      </form>
    </Section>
  );
}
