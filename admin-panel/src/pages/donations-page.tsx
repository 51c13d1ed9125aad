import { MESSAGES } from '@dds/shared/messages';
import { ListView } from '../features/data-table/list-view';
import { donationColumns, donationFilters } from '../features/donations/donation-columns';

export function DonationsPage() {
  return <ListView list="donations" title="Donations" noun="donations" emptyMessage={MESSAGES.noDonations} searchHint="Name, email or UPI reference" filters={donationFilters} columns={donationColumns} />;
}
