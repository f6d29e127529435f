import { useState } from 'react';
import { client, isAdmin } from '../auth-client.js';
import { CreateUserSection } from '../admin/create-user-section.js';
import { useUserList, type AdminUserItem } from '../admin/use-user-list.js';
import { UserSessionsSection } from '../admin/user-sessions-section.js';
import { UsersSection } from '../admin/users-section.js';
import { Alert } from '../components/alert.js';
import { Loading } from '../components/loading.js';
import { Redirect } from '../components/redirect.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

export function AdminPage() {
  useDocumentTitle('Admin');
  const { data, isPending } = client.useSession();
  if (isPending) return <Loading label="Loading…" />;
  if (!data) return <Redirect to="/sign-in" />;
  if (!isAdmin(data.user)) {
    return (
      <div className="page">
        <h1 id="page-title">Admin</h1>
        <Alert tone="info">Only administrators can open this page.</Alert>
      </div>
    );
  }
  return <AdminConsole currentUserId={data.user.id} />;
}

function AdminConsole({ currentUserId }: { currentUserId: string }) {
  const list = useUserList();
  const [selected, setSelected] = useState<AdminUserItem | null>(null);
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 id="page-title">Admin</h1>
          <p className="lead">Users, roles, bans, sessions and impersonation, through the admin plugin.</p>
        </div>
      </header>
      <div className="panels">
        <UsersSection list={list} currentUserId={currentUserId} selectedId={selected?.id ?? null} onSelect={setSelected} />
        {selected && <UserSessionsSection key={selected.id} user={selected} />}
        <CreateUserSection onCreated={list.reload} />
      </div>
    </div>
  );
}
