import { certificateFileUrl } from '@dds/shared/api';
import type { Certificate } from '@dds/shared/schemas';
import type { Column } from '../data-table/data-table';
import type { RowActions } from '../data-table/list-view';
import { formatDate, formatDateTime } from '../../ui/format';
import { CertificateActions } from './certificate-actions';

export function certificateColumns({ replace, reload }: RowActions<Certificate>): Column<Certificate>[] {
  return [
    { key: 'name', header: 'Name', render: (c) => <strong>{c.name}</strong> },
    { key: 'roll', header: 'Roll number', render: (c) => c.roll },
    { key: 'dob', header: 'Date of birth', render: (c) => formatDate(c.dob) },
    {
      key: 'file',
      header: 'File',
      wide: true,
      // Admin-only endpoint; the session cookie goes with the request.
      render: (c) => (
        <a href={certificateFileUrl(c.id)} target="_blank" rel="noopener noreferrer" aria-label={`Open certificate PDF of ${c.name} (new tab)`}>
          {c.fileName}
        </a>
      ),
    },
    { key: 'uploaded', header: 'Uploaded', render: (c) => formatDateTime(c.createdAt) },
    { key: 'actions', header: 'Actions', render: (c) => <CertificateActions certificate={c} onReplaced={replace} onDeleted={reload} /> },
  ];
}
