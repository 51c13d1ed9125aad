import type { Db } from '../../db/database';
import type { ParsedListQuery } from '../../lib/list-query';
import { filteredRows } from './resource-query';
import type { ResourceTable } from './resource-table';

/** Rows an export reads at a time: one message from the read worker, one chunk of the file. */
export const EXPORT_CHUNK = 500;

/**
 * Every row a list query matches (its filters, or the `ids` chosen), in its order, `EXPORT_CHUNK`
 * at a time: what both exports (CSV and xlsx) write, so they always hold the same rows. One query
 * read as the file is sent (a cursor: SQLite's iterator in a read worker, PostgreSQL's server-side cursor)
 * — not page after page with OFFSET and a count each, which grew with the square of the rows.
 */
export async function* exportBatches<T>(db: Db, rt: ResourceTable<T>, query: ParsedListQuery): AsyncGenerator<T[]> {
  const sortColumn = rt.columns[query.sort] ?? query.sort;
  const rows = filteredRows(db, rt, query).selectAll().orderBy(sortColumn, query.order).orderBy('id', query.order).stream(EXPORT_CHUNK);
  let chunk: T[] = [];
  const finish = async (items: T[]) => (rt.decorate ? rt.decorate(db, items) : items);
  for await (const row of rows) {
    chunk.push(rt.toItem(row));
    if (chunk.length === EXPORT_CHUNK) {
      yield await finish(chunk);
      chunk = [];
    }
  }
  if (chunk.length) yield await finish(chunk);
}

/** Maps each batch of records to rows of cells, batch by batch. */
export async function* mapBatches<T, R>(batches: AsyncIterable<T[]>, toRow: (item: T) => R): AsyncGenerator<R[]> {
  for await (const batch of batches) yield batch.map(toRow);
}
