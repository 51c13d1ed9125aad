import type { Donation } from '@dds/shared/schemas';
import type { CustomCells } from '../data-table';
import { UpiReference } from './upi-reference';
import { VerifiedToggle } from './verified-toggle';

/** A donation row as the list gets it (docs/admin-guide.md): flagged when its UPI reference is on another donation. */
export type DonationRow = Donation & { id: number; duplicateUpiRef?: boolean; deletedAt?: string | null };

/** The donation list's own cells; the other columns come from the definition. */
export const donationCells: CustomCells<DonationRow> = {
  upiReference: (d) => <UpiReference value={d.upiReference} duplicate={Boolean(d.duplicateUpiRef)} />,
  verified: (d, { replace }) => <VerifiedToggle donation={d} onSaved={(saved) => replace({ ...d, ...saved })} />,
};
