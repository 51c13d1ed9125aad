import { ApiError } from '@dds/shared/api';
import type { AdminUserSummary } from '@dds/shared/schemas/account';
import { useAdminText } from '../../i18n/admin-text';
import { LoadFailed } from '../../ui/load-failed';
import { Notice, PageTitle } from '../../ui/controls';
import { formatIst } from '../../ui/format';
import { colors } from '../../ui/theme';
import { useServerData, useSession } from '../auth';
import { DataTable, type Column } from '../data-table';
import { AddUserForm } from './add-user-form';
import { ROLE_LABELS } from './role-labels';
import { RemoveUserButton, RoleControl } from './user-row-actions';
import { fetchAdminUsers } from './users-api';
import { usersText } from './users-text';
import { uiText } from '../../ui/ui-text';

/** Who can log in to the panel, with their roles; owners add, re-role and remove (DataTable: cards on phones). */
export function UsersView() {
  const role = useSession((s) => s.role);
  const refreshAccount = useSession((s) => s.refreshAccount);
  const t = useAdminText(usersText);
  const ui = useAdminText(uiText);
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
        <PageTitle id="users-title">{t('users.title')}</PageTitle>
        <Notice tone="info">{t('users.ownersOnly')}</Notice>
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
      header: t('users.col.email'),
      wide: true,
      render: (u) => (
        <span css={{ fontWeight: 600 }}>
          {u.email}
          {u.you && <span css={{ fontWeight: 400, color: colors.muted }}>{t('users.you')}</span>}
        </span>
      ),
    },
    { key: 'role', header: t('users.col.role'), render: (u) => <RoleControl user={u} onChanged={replace} /> },
    {
      key: 'lastSeen',
      header: t('users.col.lastActive'),
      render: (u) => (u.lastSeenAt ? formatIst(u.lastSeenAt) : t('users.notSignedIn')),
    },
    { key: 'added', header: t('users.col.added'), render: (u) => formatIst(u.createdAt) },
    { key: 'actions', header: t('users.col.actions'), render: (u) => <RemoveUserButton user={u} onRemoved={load} /> },
  ];

  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <section aria-labelledby="users-title">
        <PageTitle id="users-title" css={{ marginBottom: 4 }}>
          {t('users.title')}
        </PageTitle>
        <p css={{ margin: '0 0 16px', color: colors.muted }}>
          {t('users.lead', {
            owner: t(ROLE_LABELS.owner.label),
            ownerWhat: t(ROLE_LABELS.owner.description).toLowerCase(),
            staff: t(ROLE_LABELS.staff.label),
            staffWhat: t(ROLE_LABELS.staff.description).toLowerCase(),
          })}
        </p>
        <div aria-live="polite" css={{ marginBottom: 12 }}>
          {!users && !error && (
            <p role="status" css={{ margin: 0, color: colors.muted }}>
              {ui('common.loading')}
            </p>
          )}
          {error && <LoadFailed say={(values) => t('users.loadFailed', values)} error={error} onRetry={load} />}
        </div>
        {users && <DataTable caption={t('users.caption')} items={users} columns={columns} />}
      </section>
      <AddUserForm onAdded={load} />
    </div>
  );
}
