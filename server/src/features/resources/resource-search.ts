import { type RawBuilder, type SqlBool, SqliteAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';
import { containsAny } from '../../lib/list-query';
import type { ResourceTableName } from './resource-table';

/**
 * The columns of each list's SQLite trigram table `<table>_search` (migration
 * 2026-11-28-search-index). A search over a column not in here cannot use the table.
 */
export const SQLITE_SEARCH_INDEX: Record<ResourceTableName, readonly string[]> = {
  inquiries: ['name', 'email', 'phone', 'course'],
  admissions: ['name', 'email', 'phone', 'course'],
  donations: ['name', 'email', 'upi_reference'],
  certificates: ['name', 'roll', 'dob'],
};

/** FTS5's trigram index answers only for at least 3 characters; a shorter search reads the rows. */
const TRIGRAM = 3;

/**
 * The list's search: any case, "contains", over `columns`, with `%` and `_` literal — always
 * decided by containsAny's `like`, so the answer is the same on every path. What differs is how
 * the rows are found:
 * - PostgreSQL: the same expression, which the pg_trgm GIN indexes on lower(column) serve.
 * - SQLite: the FTS5 trigram table first narrows to rows holding the search text in some column
 *   (its case folding finds a superset of `lower() like`'s), then the `like` checks just those.
 */
export function searchClause(db: Db, table: ResourceTableName, q: string, columns: string[]): RawBuilder<SqlBool> {
  const contains = containsAny(q, columns);
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return contains;
  // The text the `like` looks for, so the index is asked for exactly what must be found.
  const text = q.toLowerCase();
  const indexed = SQLITE_SEARCH_INDEX[table];
  if ([...text].length < TRIGRAM || !columns.every((c) => indexed.includes(c))) return contains;
  const fts = `${table}_search`;
  // One FTS5 phrase: the text taken literally (quotes doubled), matched within any one column.
  const phrase = `"${text.replace(/"/g, '""')}"`;
  return sql<SqlBool>`(${sql.ref('id')} in (select rowid from ${sql.table(fts)} where ${sql.table(fts)} match ${phrase}) and ${contains})`;
}
