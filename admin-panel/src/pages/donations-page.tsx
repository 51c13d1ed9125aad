import { PageTitle } from '../ui/controls';

export function DonationsPage() {
  return <PageTitle>Donations</PageTitle>;
}
