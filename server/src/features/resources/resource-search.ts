import { type RawBuilder, type SqlBool, SqliteAdapter, sql } from 'kysely';
import type { ResourceName } from '@dds/shared/src/resources/resource-definition';
import type { Db } from '../../db/database';
import {
  PHONE_DIGITS_INDEX,
  SEARCH_INDEX,
  phoneDigitsExpression,
  searchedPhoneDigits,
  wordsDocument,
} from '../../db/search-expressions';
import { containsAny } from '../../lib/list-query';

/** A trigram index answers only for at least 3 characters. */
const TRIGRAM = 3;

/** A short search that is a word's beginning: letters and digits only (no SQL or FTS syntax). */
const SHORT_WORD = /^[\p{L}\p{N}]{1,2}$/u;

const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;
const covers = (table: ResourceName, columns: string[]) => {
  const indexed = SEARCH_INDEX[table];
  return indexed !== undefined && columns.every((c) => indexed.includes(c));
};
const inFts = (fts: string, match: string) =>
  sql<SqlBool>`${sql.ref('id')} in (select rowid from ${sql.table(fts)} where ${sql.table(fts)} match ${match})`;
/** One FTS5 phrase: the text taken literally (quotes doubled). */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * The list's search, by its shape — each answered through an index on both databases:
 * - 3+ characters: any case, "contains", over `columns`, with `%` and `_` literal — decided by
 *   containsAny's `like`, so the answer is the same on every path. PostgreSQL's pg_trgm indexes on
 *   lower(column) serve that very expression; on SQLite the FTS5 trigram table narrows to rows
 *   holding the text in some column (its case folding finds a superset), then the `like` checks those.
 * - A phone number (digits with the separators people type): also the phones whose digits contain
 *   its digits, so `9876543210`, `98765-43210` and `+91 98765 43210` find `98765 43210`.
 * - 1 or 2 letters or digits: a word of some column starting with them ("ra" → Rahul, Asha Rao) —
 *   "contains" of two letters matches nearly every row and no trigram can serve it.
 * Other short searches (`@`, `.`) keep "contains" and read the rows: on the read workers, never on
 * the event loop (db/read-pool/).
 */
export function searchClause(db: Db, table: ResourceName, q: string, columns: string[]): RawBuilder<SqlBool> {
  const text = q.toLowerCase();
  const length = [...text].length;
  if (length < TRIGRAM && SHORT_WORD.test(text) && covers(table, columns)) {
    return isSqlite(db)
      ? inFts(`${table}_words`, `${phrase(text)}*`)
      : sql<SqlBool>`${wordsDocument(columns)} @@ to_tsquery('simple', ${`${text}:*`})`;
  }
  const contains = containsText(db, table, text, columns);
  const digits = searchedPhoneDigits(q);
  if (!digits || !columns.includes('phone') || !PHONE_DIGITS_INDEX.includes(table)) return contains;
  const phoneHolds = isSqlite(db)
    ? inFts(`${table}_digits`, phrase(digits))
    : sql<SqlBool>`${phoneDigitsExpression('phone')} like ${`%${digits}%`}`;
  return sql<SqlBool>`(${contains} or ${phoneHolds})`;
}

function containsText(db: Db, table: ResourceName, text: string, columns: string[]): RawBuilder<SqlBool> {
  const contains = containsAny(text, columns);
  if (!isSqlite(db) || [...text].length < TRIGRAM || !covers(table, columns)) return contains;
  return sql<SqlBool>`(${inFts(`${table}_search`, phrase(text))} and ${contains})`;
}
