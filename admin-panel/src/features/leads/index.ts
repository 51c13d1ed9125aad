// Decision 024's public surface: the record view's follow-up and reply sections, the lists' lead
// filters, and the screens.
export { FollowUpSection } from './follow-up-section';
export { ReplySection } from './reply-section';
export { useLeadFilters } from './lead-filters';
export { personOf, useAssignees } from './use-assignees';
export { ReplyTemplatesView } from './reply-templates-view';
export { ReportsView } from './reports-view';
