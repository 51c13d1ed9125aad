import { useParams } from 'react-router-dom';
import { RESOURCES, type ResourceName } from '@dds/shared/resources';
import { RecordView } from './record-view';

function RecordPage({ resource }: { resource: ResourceName }) {
  const { id } = useParams();
  const number = /^\d+$/.test(id ?? '') ? Number(id) : NaN;
  // Keyed by id: opening another record (a duplicate's link) starts from a clean screen.
  return <RecordView key={`${resource}-${id}`} def={RESOURCES[resource]} id={number} />;
}

/** The route components of /admin/inquiries/:id, /admin/admission/:id and /admin/donationdetails/:id. */
export const InquiryRecordPage = () => <RecordPage resource="inquiries" />;
export const AdmissionRecordPage = () => <RecordPage resource="admissions" />;
export const DonationRecordPage = () => <RecordPage resource="donations" />;
