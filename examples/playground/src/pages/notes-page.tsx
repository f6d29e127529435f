import { useEffect, useState, type FormEvent } from 'react';
import { client, reloadSession } from '../auth-client.js';
import { Section } from '../account/section.js';
import { Alert } from '../components/alert.js';
import { Link } from '../components/link.js';
import { Loading } from '../components/loading.js';
import { Redirect } from '../components/redirect.js';
import { SubmitButton } from '../components/submit-button.js';
import { navigate } from '../lib/router.js';
import { useAction } from '../lib/use-action.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/**
 * One note per person. Someone trying the playground without an account can
 * write one, and it moves to the account they then create or sign in to.
 */
export function NotesPage() {
  useDocumentTitle('Your note');
  const { data, isPending } = client.useSession();
  if (isPending) return <Loading label="Loading your note…" />;
  if (!data) return <Redirect to="/sign-in" />;
  const anonymous = (data.user as { isAnonymous?: boolean | null }).isAnonymous === true;
  return (
    <div className="page">
      <h1>Your note</h1>
      {anonymous && <GuestBanner />}
      <NoteEditor />
    </div>
  );
}

function GuestBanner() {
  const action = useAction();
  function discard(): void {
    void action.run(
      () => client.deleteAnonymousUser(),
      async () => {
        await reloadSession();
        navigate('/sign-in');
      },
    );
  }
  return (
    <Alert tone="info">
      You are trying the playground without an account. <Link href="/sign-up">Create an account</Link> or{' '}
      <Link href="/sign-in">sign in</Link> to keep this note.{' '}
      <button type="button" className="button button-secondary" onClick={discard} disabled={action.pending}>
        Discard and leave
      </button>
      {action.error}
    </Alert>
  );
}

function NoteEditor() {
  const action = useAction();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    void client.playground.note().then(({ data }) => setText(data?.text ?? ''));
  }, []);
  if (text === null) return <Loading label="Loading your note…" />;

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('note'));
    void action.run(() => client.playground.saveNote({ text: next }), () => 'Your note is saved.');
  }
  return (
    <Section id="note" title="Something to keep" description="A few words to keep. Up to 500 characters.">
      <Alert tone="error">{action.error}</Alert>
      <Alert tone="success">{action.done}</Alert>
      <form onSubmit={onSubmit} className="form">
        <div className="field">
          <label htmlFor="note-text">Note</label>
          <textarea id="note-text" name="note" defaultValue={text} maxLength={500} rows={4} />
        </div>
        <SubmitButton pending={action.pending} pendingLabel="Saving…">
          Save note
        </SubmitButton>
      </form>
    </Section>
  );
}
