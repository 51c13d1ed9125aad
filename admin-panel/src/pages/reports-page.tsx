import { ReportsView } from '../features/leads';

export function ReportsPage() {
  return <ReportsView />;
}
