import { Alert } from '../components/alert.js';
import { Loading } from '../components/loading.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { useWebhookInbox } from '../webhooks/use-webhook-inbox.js';

/**
 * The webhook receiver: the playground sends every security event to a
 * receiver it serves itself, which checks each Standard Webhooks signature
 * with the `standardwebhooks` package. Deliveries appear here as they arrive.
 */
export function WebhooksPage() {
  useDocumentTitle('Webhook receiver');
  const { deliveries, error } = useWebhookInbox();
  return (
    <section className="page" aria-labelledby="page-title">
      <header className="page-header">
        <div>
          <h1 id="page-title">Webhook receiver</h1>
          <p className="lead">
            Every security event is delivered to <code>/api/dev-services/webhook-inbox</code> as a signed request, from the outbox
            written with the change. The receiver verifies each signature and deduplicates by <code>webhook-id</code>.
          </p>
        </div>
      </header>
      <Alert tone="error">{error}</Alert>
      {deliveries === null && !error && <Loading label="Reading the receiver…" />}
      {deliveries?.length === 0 && (
        <div className="empty">
          <p>No delivery yet. Sign in, or fail a sign-in, in another tab: its events arrive here within a second or two.</p>
        </div>
      )}
      {deliveries && deliveries.length > 0 && (
        <table className="table table-stack" aria-label="Deliveries received">
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Signature</th>
              <th scope="col">webhook-id</th>
              <th scope="col">Received</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((delivery) => (
              <tr key={delivery.webhookId} data-testid="webhook-delivery">
                <td data-label="Event">
                  <code>{delivery.type}</code>
                  {delivery.ip && <div className="list-meta">from {delivery.ip}</div>}
                </td>
                <td data-label="Signature">{delivery.verified ? 'Verified' : `Invalid: ${delivery.problem ?? 'no match'}`}</td>
                <td data-label="webhook-id">
                  <code>{delivery.webhookId}</code>
                  {delivery.received > 1 && <div className="list-meta">received {delivery.received} times</div>}
                </td>
                <td data-label="Received">{new Date(delivery.receivedAt).toLocaleTimeString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
