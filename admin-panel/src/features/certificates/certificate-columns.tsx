import { certificateFileUrl } from '@dds/shared/api';
import type { Certificate } from '@dds/shared/schemas';
import { VisuallyHidden } from '../../ui/controls';
import type { Column, CustomCells, RowActions } from '../data-table';
import { CertificateActions } from './certificate-actions';

export type CertificateRow = Certificate & Record<string, unknown>;

export const certificateCells: CustomCells<CertificateRow> = {
  // Admin-only endpoint; the session cookie goes with the request. The spoken name starts with the
  // visible file name (WCAG 2.5.3) and says whose it is.
  fileName: (c) => (
    <a href={certificateFileUrl(c.id)} target="_blank" rel="noopener noreferrer">
      {c.fileName}
      <VisuallyHidden>: certificate of {c.name} (opens in a new tab)</VisuallyHidden>
    </a>
  ),
};

/** Replace the PDF or delete the certificate (a certificate has no record view: everything is in the row). */
export function certificateActionColumns({ replace, reload }: RowActions<CertificateRow>): Column<CertificateRow>[] {
  return [
    {
      key: 'actions',
      header: 'Actions',
      card: 'actions',
      render: (c) => (
        <CertificateActions certificate={c} onReplaced={(saved) => replace({ ...c, ...saved })} onDeleted={reload} />
      ),
    },
  ];
}
