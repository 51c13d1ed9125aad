import { donationsResource } from '@dds/shared/resources';
import { ListView } from '../features/data-table';
import { donationCells, type DonationRow } from '../features/donations/donation-columns';

export function DonationsPage() {
  return <ListView<DonationRow> resource={donationsResource} cells={donationCells} />;
}
