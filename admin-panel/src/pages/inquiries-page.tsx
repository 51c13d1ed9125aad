import { MESSAGES } from '@dds/shared/messages';
import { inquiriesResource } from '@dds/shared/src/resources/index';
import { ListView } from '../features/data-table';

export function InquiriesPage() {
  return <ListView resource={inquiriesResource} emptyMessage={MESSAGES.noInquiries} />;
}
