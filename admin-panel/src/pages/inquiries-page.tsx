import { inquiriesResource } from '@dds/shared/resources';
import { ListView } from '../features/data-table';
import { inquiryCells, type InquiryRow } from '../features/inquiries/inquiry-cells';
import { useLeadFilters } from '../features/leads';

export function InquiriesPage() {
  const leadFilters = useLeadFilters();
  return <ListView<InquiryRow> resource={inquiriesResource} cells={inquiryCells} extraFilters={leadFilters} />;
}
