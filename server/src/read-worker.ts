// Entry point of a SQLite read worker thread (db/read-pool/): bundled beside main.js as
// dist/read-worker.js; run from the TypeScript sources under jest and tsx.
import { serveReads } from './db/read-pool/read-worker';
import { admissionTable } from './features/admissions/admission.table';
import { certificateTable } from './features/certificates/certificate.table';
import { donationTable } from './features/donations/donation.table';
import { inquiryTable } from './features/inquiries/inquiry.table';
import { csvExportText } from './features/resources/csv-export-text';

serveReads({
  csv: csvExportText({
    inquiries: inquiryTable,
    admissions: admissionTable,
    donations: donationTable,
    certificates: certificateTable,
  }),
});
