import { SITE_SETTINGS_LABELS } from '@dds/shared/src/schemas/site-settings';
import { isOwnerOnlySetting } from '@dds/shared/src/schemas/permissions';
import type { Db } from '../../db/database';
import { writeAudit } from '../audit/audit.repository';
import type { Notifications } from '../notifications/notifications';
import type { SettingsChangePayload } from '../notifications/settings-change-mail';
import type { SettingsChange } from './settings.repository';

/**
 * In the save's transaction: the audit entry with every changed field before → after (what the
 * Activity screen shows), and, when a payment or contact field changed, one outbox row that
 * e-mails every owner. Both commit with the change or not at all; the outbox sends the mail once.
 */
export async function recordSettingsChange(
  trx: Db,
  notifications: Notifications,
  who: { email: string; ip: string },
  change: SettingsChange,
): Promise<void> {
  const diff: Record<string, { before: unknown; after: unknown }> = Object.fromEntries(
    change.changed.map((field) => [field, { before: change.before[field], after: change.after[field] }]),
  );
  // The Hindi of the address and office hours (docs/decisions/026-hindi.md §3), before → after as the
  // people's Hindi: only when the memory itself changed.
  if (JSON.stringify(change.hindiBefore) !== JSON.stringify(change.hindiAfter))
    diff.hindi = { before: change.hindiBefore, after: change.hindiAfter };
  const auditId = await writeAudit(trx, {
    actor: who.email,
    action: 'settings.update',
    target: 'settings',
    detail: JSON.stringify(diff),
    ip: who.ip,
  });
  // The Hindi address is the address on Hindi pages: its change is e-mailed as the address's is.
  const ownerHindi = change.changedHindi.filter(isOwnerOnlySetting);
  if (!change.changed.some(isOwnerOnlySetting) && !ownerHindi.length) return;
  const owners = await trx
    .selectFrom('admin_users')
    .select('email')
    .where('role', '!=', 'staff')
    .orderBy('id')
    .execute();
  // Payment and contact fields first: they are what the mail is about.
  const fields = [...change.changed].sort((a, b) => Number(isOwnerOnlySetting(b)) - Number(isOwnerOnlySetting(a)));
  const payload: SettingsChangePayload = {
    actor: who.email,
    ip: who.ip,
    owners: owners.map((o) => o.email),
    changes: [
      ...fields.map((field) => ({
        label: SITE_SETTINGS_LABELS[field],
        before: change.before[field],
        after: change.after[field],
      })),
      ...ownerHindi.map((field) => ({
        label: `${SITE_SETTINGS_LABELS[field]} in Hindi`,
        before: change.hindiBefore[change.before[field]] ?? '',
        after: change.hindiAfter[change.after[field]] ?? '',
      })),
    ],
  };
  // The audit entry's id names the row: one e-mail per change (the outbox keeps kind + id unique).
  await notifications.enqueue(trx, 'settings-change', auditId, payload as unknown as Record<string, unknown>);
}
