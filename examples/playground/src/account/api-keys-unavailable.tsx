import { EmptyState } from '../components/empty-state.js';
import { Section } from './section.js';

/** The API keys panel during an impersonation: the API refuses key management to it, so nothing is listed or offered. */
export function ApiKeysUnavailable() {
  return (
    <Section id="api-keys" title="API keys">
      <EmptyState>API keys are not available while impersonating: only the user themselves can list, create or change their keys.</EmptyState>
    </Section>
  );
}
