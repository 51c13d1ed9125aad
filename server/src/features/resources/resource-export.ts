import { Readable } from 'node:stream';
import type { Database, Db } from '../../db/database';
import { csvStream } from '../../lib/csv';
import type { ParsedListQuery } from '../../lib/list-query';
import { csvOf } from './resource-csv';
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
  // No `decorate`: an export's columns (csvColumns) are the record's own, never what it adds.
  let chunk: T[] = [];
  for await (const row of exportQuery(db, rt, query).stream(EXPORT_CHUNK)) {
    chunk.push(rt.toItem(row));
    if (chunk.length === EXPORT_CHUNK) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}

function exportQuery<T>(db: Db, rt: ResourceTable<T>, query: ParsedListQuery) {
  const sortColumn = rt.columns[query.sort] ?? query.sort;
  return filteredRows(db, rt, query).selectAll().orderBy(sortColumn, query.order).orderBy('id', query.order);
}

/**
 * The CSV export of a list query: a read worker reads, formats (csv-export-text.ts) and — when the
 * browser accepts it — gzips it, and the event loop only passes the bytes on, on SQLite and
 * PostgreSQL alike (database.ts `readPool`). Writing 17 MB of text per 100k export to the socket
 * was the event loop's largest cost while exports ran (`pnpm bench` heavy-reads, CPU profile);
 * gzipped it is a fifth. Without a pool (a database made without one) the rows are formatted here,
 * chunk by chunk, uncompressed.
 */
export function csvExport<T>(
  database: Pick<Database, 'streams' | 'readPool'>,
  rt: ResourceTable<T>,
  query: ParsedListQuery,
  opts: { gzip: boolean },
): { body: Readable; gzipped: boolean } {
  if (database.readPool) {
    const { sql, parameters } = exportQuery(database.streams, rt, query).compile();
    return {
      body: Readable.from(
        database.readPool.streamText(sql, parameters, EXPORT_CHUNK, { name: 'csv', arg: rt.table, gzip: opts.gzip }),
      ),
      gzipped: opts.gzip,
    };
  }
  const csv = csvOf<T>(rt.definition);
  return { body: csvStream(csv.header, csv.cells, () => exportBatches(database.streams, rt, query)), gzipped: false };
}

/** Maps each batch of records to rows of cells, batch by batch. */
export async function* mapBatches<T, R>(batches: AsyncIterable<T[]>, toRow: (item: T) => R): AsyncGenerator<R[]> {
  for await (const batch of batches) yield batch.map(toRow);
}
