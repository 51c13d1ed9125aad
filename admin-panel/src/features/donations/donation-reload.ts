import type { ReactNode } from 'react';
import type { Donation } from '@dds/shared/schemas';
import { useAdminText } from '../../i18n/admin-text';
import { useRefusal } from '../../ui/server-answer';
import { fetchDonation } from './donation-save';
import { donationsText } from './donations-text';

/**
 * Reload after an edit conflict, for the details editor and the Verified switch: the notice goes,
 * and the donation as saved now replaces the one shown (`onReloaded`) — or, if it cannot be read,
 * the reason is shown (`setError`). What the admin typed is the caller's to keep.
 */
export function useDonationReload(
  id: number,
  conflict: { clear: () => void },
  setError: (error: ReactNode) => void,
  onReloaded: (saved: Donation) => void,
) {
  const t = useAdminText(donationsText);
  const refusal = useRefusal(t);
  return async () => {
    conflict.clear();
    try {
      onReloaded(await fetchDonation(id));
    } catch (failure) {
      setError(refusal('donation.notReloaded', failure));
    }
  };
}
