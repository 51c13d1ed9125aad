import { useState } from 'react';
import { certificatesResource } from '@dds/shared/resources';
import { CertificateUploadForm } from '../features/certificates/certificate-upload-form';
import {
  certificateActionColumns,
  certificateCells,
  type CertificateRow,
} from '../features/certificates/certificate-columns';
import { ListView } from '../features/data-table';

export function CertificatesPage() {
  // Remounting the list after an upload fetches it again with the new certificate.
  const [version, setVersion] = useState(0);
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <ListView<CertificateRow>
        key={version}
        resource={certificatesResource}
        cells={certificateCells}
        extraColumns={certificateActionColumns}
        recordLinks={false}
      />
      <CertificateUploadForm onUploaded={() => setVersion((v) => v + 1)} />
    </div>
  );
}
