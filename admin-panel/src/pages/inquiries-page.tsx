import { MESSAGES } from '@dds/shared/messages';
import { ListView } from '../features/data-table/list-view';
import { inquiryColumns, inquiryFilters } from '../features/inquiries/inquiry-columns';

export function InquiriesPage() {
  return <ListView list="inquiries" title="Inquiries" noun="inquiries" emptyMessage={MESSAGES.noInquiries} filters={inquiryFilters} columns={inquiryColumns} />;
}
