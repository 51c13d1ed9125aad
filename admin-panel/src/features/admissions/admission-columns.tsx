import { COURSE_MODES } from '@dds/shared/schemas';
import type { FilterDef } from '../data-table';

/** Besides the definition's filters (status, course, date): Online or Offline, as the form asks. */
export const admissionFilters: FilterDef[] = [
  { key: 'mode', label: 'Mode', options: COURSE_MODES.map((m) => ({ value: m, label: m })) },
];
