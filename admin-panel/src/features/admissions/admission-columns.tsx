import { updateAdmission } from '@dds/shared/api';
import { ADMISSION_COURSES, ADMISSION_STATUSES, COURSE_MODES, type Admission } from '@dds/shared/schemas';
import type { Column } from '../data-table/data-table';
import type { RowActions } from '../data-table/list-view';
import type { FilterDef } from '../data-table/list-toolbar';
import { NotesControl } from '../data-table/notes-control';
import { StatusControl } from '../data-table/status-control';
import { capitalise, formatDateTime } from '../../ui/format';

export const admissionFilters: FilterDef[] = [
  { key: 'status', label: 'Status', options: ADMISSION_STATUSES.map((s) => ({ value: s, label: capitalise(s) })) },
  { key: 'course', label: 'Course', options: ADMISSION_COURSES.map((c) => ({ value: c, label: c })) },
  { key: 'mode', label: 'Mode', options: COURSE_MODES.map((m) => ({ value: m, label: m })) },
];

/** SPEC.md §3: name, email, phone, course, mode; then pending → confirmed / rejected. */
export function admissionColumns({ replace }: RowActions<Admission>): Column<Admission>[] {
  return [
    { key: 'name', header: 'Name', sortField: 'name', render: (a) => <strong>{a.name}</strong> },
    { key: 'email', header: 'Email', render: (a) => <a href={`mailto:${a.email}`}>{a.email}</a> },
    { key: 'phone', header: 'Phone', render: (a) => <a href={`tel:${a.phone}`}>{a.phone}</a> },
    { key: 'course', header: 'Course', render: (a) => a.course },
    { key: 'mode', header: 'Mode', render: (a) => a.mode },
    { key: 'received', header: 'Received', sortField: 'createdAt', render: (a) => formatDateTime(a.createdAt) },
    {
      key: 'status',
      header: 'Status',
      render: (a) => (
        <StatusControl
          value={a.status}
          options={ADMISSION_STATUSES}
          label={`Change status of admission of ${a.name}`}
          changedAt={a.statusChangedAt}
          onChange={async (status) => replace(await updateAdmission(a.id, { status }))}
        />
      ),
    },
    {
      key: 'notes',
      header: 'Notes',
      wide: true,
      render: (a) => <NotesControl value={a.notes} subject={`admission of ${a.name}`} onSave={async (notes) => replace(await updateAdmission(a.id, { notes }))} />,
    },
  ];
}
