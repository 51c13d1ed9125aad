import { useState } from 'react';
import { updateDonation } from '@dds/shared/api';
import type { Donation } from '@dds/shared/schemas';
import { TAP, colors, media } from '../../ui/theme';

/** Ticking "Verified" means the admin matched the payment in the bank/UPI app; it saves at once. */
export function VerifiedToggle({ donation, onSaved }: { donation: Donation; onSaved: (d: Donation) => void }) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle(verified: boolean) {
    setSaving(true);
    setError(null);
    try {
      onSaved(await updateDonation(donation.id, { verified }));
    } catch (failure) {
      setError(`Not saved: ${(failure as Error).message}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div css={{ display: 'grid', gap: 4 }}>
      <label css={{ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 32, cursor: 'pointer', [media.narrow]: { minHeight: TAP } }}>
        <input
          type="checkbox"
          checked={donation.verified}
          disabled={saving}
          onChange={(e) => void toggle(e.target.checked)}
          aria-label={`Donation from ${donation.name} verified`}
          css={{ width: 20, height: 20, accentColor: colors.success }}
        />
        <span aria-hidden="true" css={{ color: donation.verified ? colors.success : colors.muted, fontWeight: 600 }}>
          {donation.verified ? 'Verified' : 'Not verified'}
        </span>
      </label>
      {error && (
        <span role="alert" css={{ fontSize: 13, color: colors.danger }}>
          {error}
        </span>
      )}
    </div>
  );
}
