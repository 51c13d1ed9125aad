import type { Db } from '../../db/database';
import type { ParsedListQuery } from '../../lib/list-query';
import { listResource } from './resource-query';
import type { ResourceTable } from './resource-table';

const EXPORT_BATCH = 500;

/**
 * Every row a list query matches (its filters, or the `ids` chosen), in batches: what both exports
 * (CSV and xlsx) write, so they always hold the same rows. Pulled batch by batch as the file is
 * written, never as one array.
 */
export async function* exportBatches<T>(db: Db, rt: ResourceTable<T>, query: ParsedListQuery): AsyncGenerator<T[]> {
  for (let page = 1; ; page += 1) {
    const { items } = await listResource(db, rt, { ...query, page, pageSize: EXPORT_BATCH });
    if (items.length) yield items;
    if (items.length < EXPORT_BATCH) return;
  }
}

/** Maps each batch of records to rows of cells, batch by batch. */
export async function* mapBatches<T, R>(batches: AsyncIterable<T[]>, toRow: (item: T) => R): AsyncGenerator<R[]> {
  for await (const batch of batches) yield batch.map(toRow);
}
