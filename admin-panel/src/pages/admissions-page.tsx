import { admissionsResource } from '@dds/shared/resources';
import { admissionFilters } from '../features/admissions/admission-columns';
import { ListView } from '../features/data-table';
import { useLeadFilters } from '../features/leads';

export function AdmissionsPage() {
  const leadFilters = useLeadFilters();
  return <ListView resource={admissionsResource} extraFilters={[...admissionFilters, ...leadFilters]} />;
}
