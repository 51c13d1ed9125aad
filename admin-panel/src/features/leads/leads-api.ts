import { http } from '@dds/shared/api';
import type { Assignee } from '@dds/shared/schemas/follow-up';
import { LEADS_PATHS, type ReplyTemplate, type ReportAnswer } from '@dds/shared/schemas/leads';

// Calls of decision 024's screens over the page's shared http client.

let assignees: Promise<Assignee[]> | undefined;
/** Who a lead can be assigned to: read once per page load (users change rarely); a failure is retried next time. */
export function fetchAssignees(): Promise<Assignee[]> {
  // Inside a promise chain: whatever the call throws becomes a rejection the screens handle.
  assignees ??= Promise.resolve().then(
    async () => (await http.get<{ items: Assignee[] }>(LEADS_PATHS.assignees)).data.items ?? [],
  );
  assignees.catch(() => (assignees = undefined));
  return assignees;
}

export async function fetchReplyTemplates(): Promise<ReplyTemplate[]> {
  return (await http.get<{ items: ReplyTemplate[] }>(LEADS_PATHS.replyTemplates)).data.items;
}

export async function saveReplyTemplates(items: ReplyTemplate[]): Promise<ReplyTemplate[]> {
  return (await http.put<{ items: ReplyTemplate[] }>(LEADS_PATHS.replyTemplates, { items })).data.items;
}

export async function fetchReport(from: string, to: string): Promise<ReportAnswer> {
  return (await http.get<ReportAnswer>(LEADS_PATHS.reports, { params: { from, to } })).data;
}
