import type { Donation } from '@dds/shared/src/schemas/donation';
import { csvIdentifier, csvIstDateTime } from '../../lib/csv';

/** The export as the screen shows it; the UPI reference as text so no digit is lost. */
export const donationCsv = {
  csvHeader: ['Received (IST)', 'Name', 'Email', 'Amount (INR)', 'Message', 'UPI reference', 'Verified', 'Record ID'],
  csvCells: (d: Donation) => [csvIstDateTime(d.createdAt), d.name, d.email, d.amount, d.message, csvIdentifier(d.upiReference), d.verified ? 'Yes' : 'No', d.id],
};
