import type { ResourceDefinition } from '@dds/shared/resources/resource-definition';
import { adminText, type Translate } from '../../i18n/admin-text';
import { listText, type ListTextId } from './list-text';

/** What a bulk button does: a status of the workflow, verifying donations, or the Trash moves. */
export type BulkChoice =
  | { kind: 'status'; status: string; label: string }
  | { kind: 'verify'; label: string }
  | { kind: 'spam' | 'delete' | 'restore'; label: string };

/** The office's words for moving to a status ("Close", not "Mark closed"); others read "Mark <status>". */
const VERBS: Record<string, ListTextId> = {
  contacted: 'bulk.status.contacted',
  enrolled: 'bulk.status.enrolled',
  closed: 'bulk.status.closed',
  confirmed: 'bulk.status.confirmed',
  rejected: 'bulk.status.rejected',
};

const inEnglish: Translate<typeof listText> = (id, values) => adminText('en', listText, id, values);

/**
 * The bulk buttons of a list, from its definition: every status but the first (the one a submission
 * arrives in), Verify where rows can be verified, and the Trash moves where deletion is soft.
 */
export function bulkChoices(
  resource: ResourceDefinition,
  trash: boolean,
  say: Translate<typeof listText> = inEnglish,
): BulkChoice[] {
  if (trash) return resource.softDelete ? [{ kind: 'restore', label: say('bulk.restore') }] : [];
  const statuses = resource.statuses ?? [];
  const labels = resource.statusLabels ?? {};
  const choices: BulkChoice[] = statuses.slice(1).map((status) => ({
    kind: 'status',
    status,
    label: VERBS[status]
      ? say(VERBS[status])
      : say('bulk.status.other', { status: (labels[status] ?? status).toLowerCase() }),
  }));
  if (resource.filters.includes('verified')) choices.push({ kind: 'verify', label: say('bulk.verify') });
  if (resource.softDelete)
    choices.push({ kind: 'spam', label: say('bulk.spam') }, { kind: 'delete', label: say('bulk.delete') });
  return choices;
}

/** "1 inquiry" / "1,204 inquiries". */
export function countOf(resource: ResourceDefinition, n: number): string {
  return `${new Intl.NumberFormat('en-IN').format(n)} ${(n === 1 ? resource.singular : resource.plural).toLowerCase()}`;
}
