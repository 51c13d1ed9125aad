import { useState } from 'react';
import { CertificateUploadForm } from '../features/certificates/certificate-upload-form';
import { certificateColumns } from '../features/certificates/certificate-columns';
import { ListView } from '../features/data-table/list-view';

export function CertificatesPage() {
  // Remounting the list after an upload fetches it again with the new certificate.
  const [version, setVersion] = useState(0);
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <ListView key={version} list="certificates" title="Certificates" noun="certificates" emptyMessage="No certificates uploaded yet" searchHint="Name or roll number" columns={certificateColumns} />
      <CertificateUploadForm onUploaded={() => setVersion((v) => v + 1)} />
    </div>
  );
}
