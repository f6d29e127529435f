import { useState } from 'react';
import { client } from '../auth-client.js';
import { Alert } from '../components/alert.js';
import { useAction } from '../lib/use-action.js';
import { Section } from './section.js';

/**
 * A one-time sign-in link for another browser or device: valid three
 * minutes, usable once, and void if this session signs out first.
 */
export function HandOverSection() {
  const action = useAction();
  const [link, setLink] = useState<string | null>(null);
  function makeLink(): void {
    void action.run(async () => {
      const answer = await client.oneTimeToken.generate();
      if (answer.data) setLink(`${location.origin}/hand-over?token=${encodeURIComponent(answer.data.token)}`);
      return answer;
    });
  }
  return (
    <Section id="hand-over" title="Sign in on another device" description="A link that signs another browser in as you. It works once, for three minutes.">
      <Alert tone="error">{action.error}</Alert>
      {link && (
        <div className="field">
          <label htmlFor="hand-over-link">One-time link</label>
          <input id="hand-over-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </div>
      )}
      <button type="button" className="button button-secondary" onClick={makeLink} disabled={action.pending}>
        {action.pending ? 'Making a link…' : 'Make a one-time link'}
      </button>
    </Section>
  );
}
