import { PageTitle } from '../ui/controls';

export function DashboardPage() {
  return <PageTitle>Dashboard</PageTitle>;
}
