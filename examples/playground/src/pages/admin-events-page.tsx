import { client, isAdmin } from '../auth-client.js';
import { AdminNav } from '../admin/admin-nav.js';
import { Alert } from '../components/alert.js';
import { Loading } from '../components/loading.js';
import { Redirect } from '../components/redirect.js';
import { useLocation } from '../lib/router.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { EventFiltersForm } from '../security/event-filters-form.js';
import { SecurityEventsSection } from '../security/security-events-section.js';

/**
 * `/admin/events`: the whole security log for admins, filtered by user,
 * organization, type, actor, time range and address. The server refuses
 * anyone else; the page only spares them the refusal.
 */
export function AdminEventsPage() {
  useDocumentTitle('Events · Admin');
  const { data, isPending } = client.useSession();
  const { search } = useLocation();
  if (isPending) return <Loading label="Loading…" />;
  if (!data) return <Redirect to="/sign-in" />;
  if (!isAdmin(data.user)) {
    return (
      <div className="page">
        <h1 id="page-title">Events</h1>
        <Alert tone="info">Only administrators can open this page.</Alert>
      </div>
    );
  }
  const filters = search.toString();
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 id="page-title">Events</h1>
          <p className="lead">The audit log: sign-ins, security changes and admin actions of every user, from the audit-log plugin.</p>
        </div>
      </header>
      <AdminNav />
      <div className="panels">
        <section className="panel" aria-label="Filters">
          <EventFiltersForm key={filters} search={search} />
        </section>
        <SecurityEventsSection key={filters} filters={filters} />
      </div>
    </div>
  );
}
