import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatAmount } from '@dds/shared/schemas';
import { optionLabel, type ResourceDefinition, type ResourceField } from '@dds/shared/resources/resource-definition';
import { adminText, type Translate } from '../../i18n/admin-text';
import { formatDate, formatWhen } from '../../ui/format';
import { PhoneNumber } from '../../ui/phone-number';
import type { Column } from './data-table';
import { patchRecord } from './list-api';
import type { SortField } from './list-params';
import { listText } from './list-text';
import { StatusCell } from './status-cell';

/** A row as the list gets it: the entity's fields plus the Trash's fields (docs/admin-guide.md). */
export type Row = { id: number; deletedAt?: string | null; deletedReason?: 'deleted' | 'spam' | null } & Record<
  string,
  unknown
>;

export interface RowActions<T> {
  /** Put the server's answer to an edit into the table without refetching the page. */
  replace: (item: T) => void;
  reload: () => void;
}

/** A list's own cell for a field (a toggle, a badge); the rest are drawn from the field's kind. */
export type CustomCells<T> = Partial<Record<string, (item: T, actions: RowActions<T>) => ReactNode>>;

interface Options<T> {
  actions: RowActions<T>;
  cells?: CustomCells<T>;
  /** Link each row's name to `<adminPath>/<id>` (the record view). */
  recordLinks: boolean;
  trash: boolean;
  /** The list's words in the panel's language (English when not given). */
  say?: Translate<typeof listText>;
}

const inEnglish: Translate<typeof listText> = (id, values) => adminText('en', listText, id, values);

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** How a field of a given kind shows in a list cell. */
function plainCell(field: ResourceField, value: unknown, say: Translate<typeof listText>): ReactNode {
  switch (field.kind) {
    case 'datetime':
      return formatWhen(value as string | null);
    case 'date':
      return value ? formatDate(String(value)) : '—';
    case 'money':
      return formatAmount(value as number | null);
    case 'email':
      return value ? <a href={`mailto:${String(value)}`}>{String(value)}</a> : '—';
    case 'phone':
      return value ? <PhoneNumber value={String(value)} /> : '—';
    case 'boolean':
      return value ? say('cell.yes') : say('cell.no');
    default:
      return field.options ? optionLabel(field, String(value ?? '')) : text(value);
  }
}

/**
 * The table's columns from the definition's listColumns (name, course, received, status, contact):
 * the name links to the record view, the status is changed in place (with Undo), a list's custom
 * cells replace the plain ones. Everything else lives in the record view.
 */
export function resourceColumns<T extends Row>(
  resource: ResourceDefinition,
  { actions, cells = {}, recordLinks, trash, say = inEnglish }: Options<T>,
): Column<T>[] {
  const columns = resource.listColumns.map((key): Column<T> => {
    const field = resource.fields.find((f) => f.key === key) ?? { key, label: key, kind: 'text' as const };
    const sortField =
      resource.sortKeys.includes(key) && (key === 'name' || key === 'createdAt') ? (key as SortField) : undefined;
    const custom = cells[key];
    const base = { key, header: field.label, sortField };
    if (key === resource.titleField) {
      return {
        ...base,
        card: 'title',
        render: (item) => {
          // A long word in a name (Venkatanarasimharajuvaripeta) breaks rather than widening the table past the screen.
          const title = <strong css={{ overflowWrap: 'anywhere' }}>{text(item[key])}</strong>;
          return custom ? (
            custom(item, actions)
          ) : recordLinks ? (
            <Link to={`${resource.adminPath}/${item.id}`}>{title}</Link>
          ) : (
            title
          );
        },
      };
    }
    // On a phone's card a status or a yes/no (verified) sits top right, beside the name.
    if (custom)
      return { ...base, card: field.kind === 'boolean' ? 'corner' : 'line', render: (item) => custom(item, actions) };
    if (field.kind === 'status' && resource.statuses) {
      const labels = resource.statusLabels ?? {};
      return {
        ...base,
        card: 'corner',
        render: (item) =>
          trash ? (
            (labels[String(item[key])] ?? text(item[key]))
          ) : (
            <StatusCell
              value={String(item[key])}
              options={resource.statuses!}
              labels={labels}
              label={say('list.statusOf', {
                singular: resource.singular.toLowerCase(),
                name: text(item[resource.titleField]),
              })}
              save={async (status) => actions.replace(await patchRecord<T>(resource.apiPath, item.id, { status }))}
            />
          ),
      };
    }
    // Decision 026: the language a visitor wrote in. On a phone's card only when it is not English.
    if (key === 'language')
      return {
        ...base,
        offCard: (item) => (item[key] ?? 'en') === 'en',
        render: (item) => plainCell(field, item[key] ?? 'en', say),
      };
    return { ...base, render: (item) => plainCell(field, item[key], say) };
  });
  if (trash) {
    columns.push({
      key: 'deletedAt',
      header: say('list.deleted'),
      render: (item) => `${formatWhen(item.deletedAt ?? null)}${item.deletedReason === 'spam' ? say('list.spam') : ''}`,
    });
  }
  return columns;
}
