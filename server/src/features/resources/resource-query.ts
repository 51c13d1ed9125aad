import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest } from '../../lib/http-error';
import { window, type Listing, type ParsedListQuery } from '../../lib/list-query';
import { istDayEnd, istDayStart, istToday } from './ist-day';
import { searchClause } from './resource-search';
import { loose, type ResourceTable } from './resource-table';

/** The list filters (no paging or sort): also what a bulk action's `matching` carries. */
export type ResourceFilterQuery = Omit<ParsedListQuery, 'page' | 'pageSize' | 'sort' | 'order'>;

const isTrash = (trash: string | undefined) => trash === '1' || trash === 'true';

/**
 * Rows matching a list query. Without `trash` the Trash is left out; with `trash=1` only it is
 * listed. Naming `ids` (the export of a selection) leaves the Trash rule to an explicit `trash`.
 */
export function filteredRows<T>(db: Db, rt: ResourceTable<T>, query: ResourceFilterQuery) {
  const col = (key: string) => rt.columns[key] ?? key;
  let qb = loose(db).selectFrom(rt.table);
  if (query.q) qb = qb.where(searchClause(db, rt.table, query.q, rt.definition.searchFields.map(col)));
  for (const [param, column] of Object.entries(rt.equalityFilters)) {
    const value = query[param as keyof typeof rt.equalityFilters];
    if (value === undefined || value === '') continue;
    qb = qb.where(column, '=', param === 'verified' ? (value === 'true' ? 1 : 0) : value);
  }
  if (query.from) qb = qb.where('created_at', '>=', istDayStart(query.from));
  if (query.to) qb = qb.where('created_at', '<', istDayEnd(query.to));
  if (query.from && query.to && query.from > query.to) throw badRequest('from must not be after to');
  if (query.ids) qb = qb.where('id', 'in', query.ids);
  if (rt.definition.softDelete && (!query.ids || query.trash !== undefined)) {
    qb = qb.where('deleted_at', isTrash(query.trash) ? 'is not' : 'is', null);
  } else if (isTrash(query.trash)) {
    throw badRequest(`${rt.definition.plural} have no Trash: deleting one removes it`);
  }
  if (query.followUp || query.assignedTo) {
    // Leads only (decision 024): a follow-up due today or before, while the lead is still open.
    if (!rt.followUps) throw badRequest(`${rt.definition.plural} have no follow-ups`);
    if (query.followUp === 'due')
      qb = qb.where('follow_up_on', '<=', istToday()).where(rt.statusColumn!, 'in', [...rt.followUps.openStatuses]);
    if (query.assignedTo)
      qb = qb.where(
        'assigned_to',
        query.assignedTo === 'none' ? 'is' : '=',
        query.assignedTo === 'none' ? null : Number(query.assignedTo),
      );
  }
  if (query.duplicate === 'true') {
    if (rt.table !== 'donations') throw badRequest('duplicate applies to donations only');
    qb = qb.where('upi_reference', 'in', duplicateReferences(db));
  }
  return qb;
}

/** UPI references found on more than one donation that is not in the Trash. */
export function duplicateReferences(db: Db) {
  return loose(db)
    .selectFrom('donations')
    .select('upi_reference')
    .where('upi_reference', 'is not', null)
    .where('deleted_at', 'is', null)
    .groupBy('upi_reference')
    .having(sql`count(*)`, '>', 1);
}

/** One page (or, without `page`, everything up to the cap) and the total matching. */
export async function listResource<T>(db: Db, rt: ResourceTable<T>, query: ParsedListQuery): Promise<Listing<T>> {
  const { limit, offset } = window(query);
  // Fields stored under another name are mapped (createdAt → created_at); 'name' is its own column.
  const sortColumn = rt.columns[query.sort] ?? query.sort;
  const [rows, count] = await Promise.all([
    filteredRows(db, rt, query)
      .selectAll()
      .orderBy(sortColumn, query.order)
      .orderBy('id', query.order)
      .limit(limit)
      .offset(offset)
      .execute(),
    filteredRows(db, rt, query)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const items = rows.map(rt.toItem);
  return { items: rt.decorate ? await rt.decorate(db, items) : items, total: Number(count.n) };
}

/** Rows of the table not in the Trash (the dashboard's counts). */
export async function countLive<T>(db: Db, rt: ResourceTable<T>, where: Record<string, unknown> = {}): Promise<number> {
  let qb = loose(db)
    .selectFrom(rt.table)
    .select((eb) => eb.fn.countAll().as('n'));
  if (rt.definition.softDelete) qb = qb.where('deleted_at', 'is', null);
  for (const [column, value] of Object.entries(where)) qb = qb.where(column, '=', value);
  const row = await qb.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Open leads (not in the Trash) whose follow-up day is today or past in India: the dashboard's queue. */
export async function countFollowUpsDue<T>(db: Db, rt: ResourceTable<T>): Promise<number> {
  const row = await filteredRows(db, rt, { followUp: 'due' })
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The newest record's id (0 for an empty table): one look at the primary key's index. */
export async function latestIdOf<T>(db: Db, rt: ResourceTable<T>): Promise<number> {
  const row = await loose(db)
    .selectFrom(rt.table)
    .select((eb) => eb.fn.max('id').as('latest'))
    .executeTakeFirst();
  return Number(row?.latest ?? 0);
}
