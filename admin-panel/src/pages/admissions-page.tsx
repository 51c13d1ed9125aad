import { MESSAGES } from '@dds/shared/messages';
import { admissionColumns, admissionFilters } from '../features/admissions/admission-columns';
import { ListView } from '../features/data-table/list-view';

export function AdmissionsPage() {
  return <ListView list="admissions" title="Admissions" noun="admissions" emptyMessage={MESSAGES.noAdmissions} filters={admissionFilters} columns={admissionColumns} />;
}
