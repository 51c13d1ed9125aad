import { MESSAGES } from '@dds/shared/messages';
import { admissionsResource } from '@dds/shared/resources';
import { admissionFilters } from '../features/admissions/admission-columns';
import { ListView } from '../features/data-table';

export function AdmissionsPage() {
  return <ListView resource={admissionsResource} emptyMessage={MESSAGES.noAdmissions} extraFilters={admissionFilters} />;
}
