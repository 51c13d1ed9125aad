import { ApiError } from '@dds/shared/api';
import { MESSAGES } from '@dds/shared/messages';
import type { AdminUserSummary } from '@dds/shared/schemas/account';
import { Button, Notice, PageTitle } from '../../ui/controls';
import { formatIst } from '../../ui/format';
import { colors } from '../../ui/theme';
import { useServerData, useSession } from '../auth';
import { DataTable, type Column } from '../data-table';
import { AddUserForm } from './add-user-form';
import { ROLE_LABELS } from './role-labels';
import { RemoveUserButton, RoleControl } from './user-row-actions';
import { fetchAdminUsers } from './users-api';

export const OWNERS_ONLY =
  'Only an owner can manage admin users. Ask an owner if you need an account added or removed.';

/** Who can log in to the panel, with their roles; owners add, re-role and remove (DataTable: cards on phones). */
export function UsersView() {
  const role = useSession((s) => s.role);
  const refreshAccount = useSession((s) => s.refreshAccount);
  const {
    data: users,
    error,
    failure,
    reload: load,
    setData: setUsers,
  } = useServerData('users', (signal) => fetchAdminUsers({ signal }), [], { enabled: role === 'owner' });
  // The server has the last word on who is an owner (a role changed in another tab).
  const forbidden = failure instanceof ApiError && failure.status === 403;

  if (role !== 'owner' || forbidden) {
    return (
      <section aria-labelledby="users-title">
        <PageTitle id="users-title">Users</PageTitle>
        <Notice tone="info">{OWNERS_ONLY}</Notice>
      </section>
    );
  }

  const replace = (updated: AdminUserSummary) => {
    setUsers((list) => list?.map((u) => (u.id === updated.id ? updated : u)) ?? null);
    // A change to one's own role changes what the panel offers.
    if (updated.you) void refreshAccount();
  };
  const columns: Column<AdminUserSummary>[] = [
    {
      key: 'email',
      header: 'Email',
      wide: true,
      render: (u) => (
        <span css={{ fontWeight: 600 }}>
          {u.email}
          {u.you && <span css={{ fontWeight: 400, color: colors.muted }}> (you)</span>}
        </span>
      ),
    },
    { key: 'role', header: 'Role', render: (u) => <RoleControl user={u} onChanged={replace} /> },
    {
      key: 'lastSeen',
      header: 'Last active',
      render: (u) => (u.lastSeenAt ? formatIst(u.lastSeenAt) : 'Not signed in'),
    },
    { key: 'added', header: 'Added', render: (u) => formatIst(u.createdAt) },
    { key: 'actions', header: 'Actions', render: (u) => <RemoveUserButton user={u} onRemoved={load} /> },
  ];

  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <section aria-labelledby="users-title">
        <PageTitle id="users-title" css={{ marginBottom: 4 }}>
          Users
        </PageTitle>
        <p css={{ margin: '0 0 16px', color: colors.muted }}>
          {ROLE_LABELS.owner.label}: {ROLE_LABELS.owner.description.toLowerCase()}. {ROLE_LABELS.staff.label}:{' '}
          {ROLE_LABELS.staff.description.toLowerCase()}.
        </p>
        <div aria-live="polite" css={{ marginBottom: 12 }}>
          {!users && !error && (
            <p role="status" css={{ margin: 0, color: colors.muted }}>
              {MESSAGES.loading}
            </p>
          )}
          {error && (
            <Notice
              tone="error"
              role="alert"
              css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 10 }}
            >
              <span>Could not load the users. {error}</span>
              <Button type="button" onClick={load}>
                Try again
              </Button>
            </Notice>
          )}
        </div>
        {users && <DataTable caption="Admin users" items={users} columns={columns} />}
      </section>
      <AddUserForm onAdded={load} />
    </div>
  );
}
