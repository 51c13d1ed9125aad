import { serverUrl } from '@dds/shared/api';
import { formatAmount, formatDonationMessage, type Donation } from '@dds/shared/schemas';
import { VisuallyHidden } from '../../ui/controls';
import type { Column } from '../data-table/data-table';
import type { RowActions } from '../data-table/list-view';
import type { FilterDef } from '../data-table/list-toolbar';
import { formatDateTime } from '../../ui/format';
import { DonationDetailsEditor } from './donation-details-editor';
import { VerifiedToggle } from './verified-toggle';

export const donationFilters: FilterDef[] = [
  {
    key: 'verified',
    label: 'Verified',
    options: [
      { value: 'true', label: 'Verified' },
      { value: 'false', label: 'Not verified' },
    ],
  },
];

/** SPEC.md §3: name, email, screenshot, amount (₹ / 'N/A'), message ('-'); plus the admin's checks. */
export function donationColumns({ replace }: RowActions<Donation>): Column<Donation>[] {
  return [
    { key: 'name', header: 'Name', sortField: 'name', render: (d) => <strong>{d.name}</strong> },
    { key: 'email', header: 'Email', render: (d) => <a href={`mailto:${d.email}`}>{d.email}</a> },
    {
      key: 'screenshot',
      header: 'Screenshot',
      // The screenshot endpoint is admin-only; the session cookie goes with the request. The hidden words
      // follow the visible ones, so the spoken name still contains what is on screen (WCAG 2.5.3).
      render: (d) => (
        <a href={serverUrl(d.screenshot)} target="_blank" rel="noopener noreferrer">
          View screenshot<VisuallyHidden> of payment from {d.name} (opens in a new tab)</VisuallyHidden>
        </a>
      ),
    },
    { key: 'amount', header: 'Amount', render: (d) => formatAmount(d.amount) },
    { key: 'message', header: 'Message', wide: true, render: (d) => formatDonationMessage(d.message) },
    { key: 'upi', header: 'UPI reference', render: (d) => d.upiReference || '-' },
    { key: 'received', header: 'Received', sortField: 'createdAt', render: (d) => formatDateTime(d.createdAt) },
    { key: 'verified', header: 'Verified', render: (d) => <VerifiedToggle donation={d} onSaved={replace} /> },
    { key: 'edit', header: 'Details', render: (d) => <DonationDetailsEditor donation={d} onSaved={replace} /> },
  ];
}
