import { PageTitle } from '../ui/controls';

export function AdmissionsPage() {
  return <PageTitle>Admissions</PageTitle>;
}
