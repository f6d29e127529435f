import { useState } from 'react';
import { client, isAdmin } from '../auth-client.js';
import { AdminNav } from '../admin/admin-nav.js';
import { CreateUserSection } from '../admin/create-user-section.js';
import { useUserList, type AdminUserItem } from '../admin/use-user-list.js';
import { UserSessionsSection } from '../admin/user-sessions-section.js';
import { UsersSection, type AdminPanel } from '../admin/users-section.js';
import { EditUserSection } from '../admin/edit-user-section.js';
import { Alert } from '../components/alert.js';
import { Link } from '../components/link.js';
import { Loading } from '../components/loading.js';
import { Redirect } from '../components/redirect.js';
import { useAction } from '../lib/use-action.js';
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
  const [selected, setSelected] = useState<{ user: AdminUserItem; panel: AdminPanel } | null>(null);
  const removal = useAction();
  // The table's copy of the selected user, so the panel shows changes made in the table.
  const user = list.users?.find((item) => item.id === selected?.user.id) ?? selected?.user;

  function remove(target: AdminUserItem): void {
    void removal.run(
      () => client.admin.removeUser({ userId: target.id }),
      async () => {
        setSelected(null);
        await list.reload();
        return `Removed ${target.email}, with their sessions and accounts.`;
      },
    );
  }

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 id="page-title">Admin</h1>
          <p className="lead">Users, their details and passwords, roles, bans, sessions and impersonation, through the admin plugin.</p>
          <p className="lead">
            <Link href="/admin/oauth-clients">OAuth clients</Link>: the apps that sign people in with the playground.
          </p>
        </div>
      </header>
      <AdminNav />
      <Alert tone="error">{removal.error}</Alert>
      <Alert tone="success">{removal.done}</Alert>
      <div className="panels">
        <UsersSection list={list} currentUserId={currentUserId} selectedId={user?.id ?? null} onSelect={(target, panel) => setSelected({ user: target, panel })} />
        {user && selected?.panel === 'sessions' && <UserSessionsSection key={user.id} user={user} />}
        {user && selected?.panel === 'edit' && (
          <EditUserSection key={user.id} user={user} self={user.id === currentUserId} onChanged={list.reload} onRemove={() => remove(user)} removing={removal.pending} />
        )}
        <CreateUserSection onCreated={list.reload} />
      </div>
    </div>
  );
}
