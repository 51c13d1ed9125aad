import { useState } from 'react';
import { ApiError } from '@dds/shared/api';
import { ADMIN_ROLES, type AdminRole, type AdminUserSummary } from '@dds/shared/schemas/account';
import { toast } from '@dds/shared/toast';
import { Button, Select } from '../../ui/controls';
import { confirmAction } from '../../ui/dialog';
import { FieldError } from '../../ui/field-error';
import { colors } from '../../ui/theme';
import { failureText } from '../auth';
import { ROLE_LABELS } from './role-labels';
import { removeAdminUser, setAdminUserRole } from './users-api';

/** The role picker (saves at once) of one user. The server keeps the last owner; its refusal is shown here. */
export function RoleControl({
  user,
  onChanged,
}: {
  user: AdminUserSummary;
  onChanged: (user: AdminUserSummary) => void;
}) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function change(role: AdminRole) {
    // Asked every time: arrow keys on a closed select change it at once, so a keyboard user browsing
    // the options must not promote or demote anyone by accident.
    const confirmation =
      user.you && role === 'staff'
        ? {
            question: 'Make yourself staff?',
            detail: 'You will no longer be able to manage users.',
            confirm: 'Make me staff',
          }
        : role === 'owner'
          ? {
              question: `Make ${user.email} an owner?`,
              detail: 'Owners can add and remove users.',
              confirm: 'Make owner',
            }
          : {
              question: `Make ${user.email} staff?`,
              detail: 'They will no longer be able to manage users.',
              confirm: 'Make staff',
            };
    if (!(await confirmAction(confirmation))) return;
    setSaving(true);
    setError(null);
    try {
      const updated = await setAdminUserRole(user.id, role);
      toast.success(`${updated.email} is now ${ROLE_LABELS[updated.role].label.toLowerCase()}`);
      onChanged(updated);
    } catch (failure) {
      if (failure instanceof ApiError && failure.isUnauthorized) return;
      setError(`Not changed: ${failureText(failure)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div css={{ display: 'grid', gap: 4, minWidth: 120 }}>
      <Select
        aria-label={`Role of ${user.email}`}
        value={user.role}
        disabled={saving}
        onChange={(e) => void change(e.target.value as AdminRole)}
      >
        {ADMIN_ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r].label}
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
  const [error, setError] = useState<string | null>(null);
  if (user.you) return <span css={{ fontSize: 13, color: colors.muted }}>This is you</span>;

  async function remove() {
    if (
      !(await confirmAction({
        question: `Remove ${user.email}?`,
        detail: 'They are signed out at once and can no longer log in.',
        confirm: 'Remove',
      }))
    )
      return;
    setBusy(true);
    setError(null);
    try {
      await removeAdminUser(user.id);
      toast.success(`${user.email} removed`);
      onRemoved();
    } catch (failure) {
      if (failure instanceof ApiError && failure.isUnauthorized) return;
      setError(`Not removed: ${failureText(failure)}`);
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
        aria-label={`Remove ${user.email}`}
        css={{ justifySelf: 'start' }}
      >
        Remove
      </Button>
      <FieldError>{error}</FieldError>
    </div>
  );
}
