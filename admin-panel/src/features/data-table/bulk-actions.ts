import type { ResourceDefinition } from '@dds/shared/resources/resource-definition';

/** What a bulk button does: a status of the workflow, verifying donations, or the Trash moves. */
export type BulkChoice =
  | { kind: 'status'; status: string; label: string }
  | { kind: 'verify'; label: string }
  | { kind: 'spam' | 'delete' | 'restore'; label: string };

/** The office's words for moving to a status ("Close", not "Mark closed"); others read "Mark <status>". */
const VERBS: Record<string, string> = {
  contacted: 'Mark contacted',
  enrolled: 'Mark enrolled',
  closed: 'Close',
  confirmed: 'Confirm',
  rejected: 'Reject',
};

/**
 * The bulk buttons of a list, from its definition: every status but the first (the one a submission
 * arrives in), Verify where rows can be verified, and the Trash moves where deletion is soft.
 */
export function bulkChoices(resource: ResourceDefinition, trash: boolean): BulkChoice[] {
  if (trash) return resource.softDelete ? [{ kind: 'restore', label: 'Restore' }] : [];
  const statuses = resource.statuses ?? [];
  const labels = resource.statusLabels ?? {};
  const choices: BulkChoice[] = statuses.slice(1).map((status) => ({
    kind: 'status',
    status,
    label: VERBS[status] ?? `Mark ${(labels[status] ?? status).toLowerCase()}`,
  }));
  if (resource.filters.includes('verified')) choices.push({ kind: 'verify', label: 'Verify' });
  if (resource.softDelete) choices.push({ kind: 'spam', label: 'Mark as spam' }, { kind: 'delete', label: 'Delete' });
  return choices;
}

/** "1 inquiry" / "1,204 inquiries". */
export function countOf(resource: ResourceDefinition, n: number): string {
  return `${new Intl.NumberFormat('en-IN').format(n)} ${(n === 1 ? resource.singular : resource.plural).toLowerCase()}`;
}
