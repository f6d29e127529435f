import { useState, type FormEvent } from 'react';
import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { EmptyState } from '../components/empty-state.js';
import { Loading } from '../components/loading.js';
import { SubmitButton } from '../components/submit-button.js';
import { TextField } from '../components/text-field.js';
import { useAction } from '../lib/use-action.js';
import { ApiKeyItem } from './api-key-item.js';
import { Section } from './section.js';
import { useList } from './use-list.js';

type KeyItem = NonNullable<Awaited<ReturnType<typeof client.apiKey.list>>['data']>['apiKeys'][number];

/** API keys: create one (its key is shown this once), see them by name and first characters, delete. */
export function ApiKeysSection() {
  const keys = useList<KeyItem>(async () => {
    const answer = await client.apiKey.list();
    return { data: answer.data?.apiKeys ?? null, error: answer.error };
  });
  const action = useAction();
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [copied, setCopied] = useState(false);

  function create(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name'));
    void action.run(async () => {
      const answer = await client.apiKey.create({ name, expiresIn: 30 * 24 * 60 * 60 });
      if (answer.data) {
        setCreated({ name, key: answer.data.key });
        setCopied(false);
        form.reset();
        await keys.reload();
      }
      return answer;
    });
  }

  function remove(keyId: string): void {
    void action.run(
      () => client.apiKey.delete({ keyId }),
      async () => {
        await keys.reload();
        return 'The key is deleted; it stops working at once.';
      },
    );
  }

  function update(keyId: string, change: { name?: string; enabled?: boolean }, done: string): void {
    void action.run(
      () => client.apiKey.update({ keyId, ...change }),
      async () => {
        await keys.reload();
        return done;
      },
    );
  }

  async function copy(key: string): Promise<void> {
    await navigator.clipboard?.writeText(key).catch(() => undefined);
    setCopied(true);
  }

  return (
    <Section id="api-keys" title="API keys" description="Keys let your scripts call the API as you, 10 times a day each. They cannot change your password, email or keys.">
      <Alert tone="error">{action.error ?? keys.error}</Alert>
      <Alert tone="success">{action.done}</Alert>
      {created && (
        <div className="notice" role="status">
          <p>
            Your new key <strong>{created.name}</strong>. Copy it now: it is shown only once.
          </p>
          <code data-testid="new-api-key">{created.key}</code>{' '}
          <button type="button" className="button button-secondary button-small" onClick={() => void copy(created.key)}>
            {copied ? 'Copied' : 'Copy'}
          </button>{' '}
          <button type="button" className="button button-secondary button-small" onClick={() => setCreated(null)}>
            Done
          </button>
        </div>
      )}
      <form onSubmit={create} className="form form-inline">
        <TextField label="Key name" name="name" required maxLength={64} />
        <SubmitButton pending={action.pending} pendingLabel="Creating…">
          Create key
        </SubmitButton>
      </form>
      {keys.items === null && !keys.error && <Loading label="Loading API keys…" />}
      {keys.items?.length === 0 && <EmptyState>No keys yet. Name one above (say, after the script that will use it) and create it.</EmptyState>}
      <ul className="list">
        {keys.items?.map((item) => (
          <ApiKeyItem key={item.id} item={item} pending={action.pending} onDelete={() => remove(item.id)} onUpdate={(change, done) => update(item.id, change, done)} />
        ))}
      </ul>
    </Section>
  );
}
