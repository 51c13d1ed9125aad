import { useState, type ReactNode } from 'react';
import { ApiError } from '@dds/shared/api';
import { ADMIN_ROLES, type AdminRole, type AdminUserSummary } from '@dds/shared/schemas/account';
import { toast } from '@dds/shared/toast';
import { Button, Select } from '../../ui/controls';
import { confirmAction } from '../../ui/dialog';
import { FieldError } from '../../ui/field-error';
import { colors } from '../../ui/theme';
import { useAdminText } from '../../i18n/admin-text';
import { useRefusal } from '../../ui/server-answer';
import { failureText } from '../auth';
import { ROLE_LABELS } from './role-labels';
import { removeAdminUser, setAdminUserRole } from './users-api';
import { usersText } from './users-text';

/** The role picker (saves at once) of one user. The server keeps the last owner; its refusal is shown here. */
export function RoleControl({
  user,
  onChanged,
}: {
  user: AdminUserSummary;
  onChanged: (user: AdminUserSummary) => void;
}) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const t = useAdminText(usersText);
  // The server's refusal ("This is the last owner. …") in the admin's language.
  const refusal = useRefusal(t);

  async function change(role: AdminRole) {
    // Asked every time: arrow keys on a closed select change it at once, so a keyboard user browsing
    // the options must not promote or demote anyone by accident.
    const confirmation =
      user.you && role === 'staff'
        ? {
            question: t('role.askSelfStaff'),
            detail: t('role.askSelfStaffDetail'),
            confirm: t('role.selfStaff'),
          }
        : role === 'owner'
          ? {
              question: t('role.askOwner', { email: user.email }),
              detail: t('role.askOwnerDetail'),
              confirm: t('role.makeOwner'),
            }
          : {
              question: t('role.askStaff', { email: user.email }),
              detail: t('role.askStaffDetail'),
              confirm: t('role.makeStaff'),
            };
    if (!(await confirmAction(confirmation))) return;
    setSaving(true);
    setError(null);
    try {
      const updated = await setAdminUserRole(user.id, role);
      toast.success(
        t('role.changed', { email: updated.email, role: t(ROLE_LABELS[updated.role].label).toLowerCase() }),
      );
      onChanged(updated);
    } catch (failure) {
      if (failure instanceof ApiError && failure.isUnauthorized) return;
      setError(refusal('role.notChanged', failureText(failure)));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div css={{ display: 'grid', gap: 4, minWidth: 120 }}>
      <Select
        aria-label={t('role.of', { email: user.email })}
        value={user.role}
        disabled={saving}
        onChange={(e) => void change(e.target.value as AdminRole)}
      >
        {ADMIN_ROLES.map((r) => (
          <option key={r} value={r}>
            {t(ROLE_LABELS[r].label)}
          </option>
        ))}
      </Select>
      <FieldError>{error}</FieldError>
    </div>
  );
}

/** Remove, after a confirmation; their sessions end at once (server). Not offered for oneself. */
export function RemoveUserButton({ user, onRemoved }: { user: AdminUserSummary; onRemoved: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const t = useAdminText(usersText);
  const refusal = useRefusal(t);
  if (user.you) return <span css={{ fontSize: 13, color: colors.muted }}>{t('remove.thisIsYou')}</span>;

  async function remove() {
    if (
      !(await confirmAction({
        question: t('remove.ask', { email: user.email }),
        detail: t('remove.askDetail'),
        confirm: t('remove.confirm'),
      }))
    )
      return;
    setBusy(true);
    setError(null);
    try {
      await removeAdminUser(user.id);
      toast.success(t('remove.done', { email: user.email }));
      onRemoved();
    } catch (failure) {
      if (failure instanceof ApiError && failure.isUnauthorized) return;
      setError(refusal('remove.notDone', failureText(failure)));
      setBusy(false);
    }
  }

  return (
    <div css={{ display: 'grid', gap: 4 }}>
      <Button
        type="button"
        variant="danger"
        disabled={busy}
        onClick={() => void remove()}
        aria-label={t('remove.label', { email: user.email })}
        css={{ justifySelf: 'start' }}
      >
        {t('remove.button')}
      </Button>
      <FieldError>{error}</FieldError>
    </div>
  );
}
