import { useState, type ReactNode } from 'react';
import type { Donation } from '@dds/shared/schemas';
import { FieldError } from '../../ui/field-error';
import { TAP, colors, media } from '../../ui/theme';
import { EditConflictNotice, useEditConflict } from '../edit-conflict';
import { useAdminText } from '../../i18n/admin-text';
import { useRefusal } from '../../ui/server-answer';
import { saveDonation } from './donation-save';
import { useDonationReload } from './donation-reload';
import { donationsText } from './donations-text';

/** Ticking "Verified" means the admin matched the payment in the bank/UPI app; it saves at once. */
export function VerifiedToggle({ donation, onSaved }: { donation: Donation; onSaved: (d: Donation) => void }) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const conflict = useEditConflict<boolean>();
  const t = useAdminText(donationsText);
  const refusal = useRefusal(t);

  async function toggle(verified: boolean, base = donation.version) {
    setSaving(true);
    setError(null);
    conflict.clear();
    try {
      onSaved(await saveDonation(donation.id, { verified }, base));
    } catch (failure) {
      // Another admin changed this donation (its amount, its reference) since it was shown.
      if (!conflict.caught(failure, verified)) setError(refusal('donation.notSaved', failure));
    } finally {
      setSaving(false);
    }
  }

  const reload = useDonationReload(donation.id, conflict, setError, onSaved);

  return (
    <div css={{ display: 'grid', gap: 4 }}>
      <label
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 8,
          minHeight: 32,
          cursor: 'pointer',
          [media.narrow]: { minHeight: TAP },
        }}
      >
        <input
          type="checkbox"
          checked={donation.verified}
          disabled={saving}
          onChange={(e) => void toggle(e.target.checked)}
          aria-label={t('verified.label', { name: donation.name })}
          css={{ width: 20, height: 20, accentColor: colors.success }}
        />
        <span aria-hidden="true" css={{ color: donation.verified ? colors.success : colors.muted, fontWeight: 600 }}>
          {t(donation.verified ? 'verified.yes' : 'verified.no')}
        </span>
      </label>
      <FieldError>{error}</FieldError>
      {conflict.conflict && (
        <EditConflictNotice
          conflict={conflict.conflict}
          busy={saving}
          onReload={() => void reload()}
          onOverwrite={() =>
            conflict.pending !== undefined && void toggle(conflict.pending, conflict.conflict?.version)
          }
        />
      )}
    </div>
  );
}
