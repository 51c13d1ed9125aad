import { type RawBuilder, sql } from 'kysely';
import type { ResourceName } from '@dds/shared/src/resources/admin-lists';

/**
 * SQL expressions that an admin search filters on and that an index is built on — one definition
 * for both, since PostgreSQL uses an expression index only when the query's expression is the same
 * text (db/search-indexes.ts, features/resources/resource-search.ts).
 */

/**
 * The columns of each list's search indexes, for both databases: SQLite's FTS5 tables
 * `<table>_search` (trigrams, migration 2026-11-28-search-index) and `<table>_words` (words with 1-
 * and 2-character prefixes, 2026-12-02), PostgreSQL's expression indexes (db/search-indexes.ts,
 * built at start). A list's entry says its indexes exist, so it is written with the migration that
 * builds them; a list without one (or a search over a column not in it) reads the rows instead
 * (features/resources/resource-search.ts).
 */
export const SEARCH_INDEX: Readonly<Partial<Record<ResourceName, readonly string[]>>> = {
  inquiries: ['name', 'email', 'phone', 'course'],
  admissions: ['name', 'email', 'phone', 'course'],
  donations: ['name', 'email', 'upi_reference'],
  certificates: ['name', 'roll', 'dob'],
};

/** Lists whose phone column has a digits-only index (SQLite `<table>_digits`, PostgreSQL `<table>_search_digits`). */
export const PHONE_DIGITS_INDEX: readonly string[] = ['inquiries', 'admissions'];

/**
 * The search columns as one text document of words (PostgreSQL's `simple` configuration: no
 * stemming). PostgreSQL's parser keeps `p.singh@mail.test` as one e-mail token where SQLite's
 * tokenizer splits it at each mark: the marks an e-mail or reference is joined by become spaces, so
 * both find `singh` and `mail`.
 */
export function wordsDocument(columns: readonly string[]): RawBuilder<unknown> {
  const parts = columns.map((column) => sql`translate(coalesce(${sql.ref(column)}, ''), '@._-+/', '      ')`);
  return sql`to_tsvector('simple'::regconfig, ${sql.join(parts, sql` || ' ' || `)})`;
}

/** A phone as its digits only: `+91 98765-43210` → `919876543210`. */
export function phoneDigitsExpression(column: string): RawBuilder<string> {
  return sql<string>`regexp_replace(${sql.ref(column)}, '[^0-9]', '', 'g')`;
}

/**
 * The digits a search for a phone number looks for, or undefined when the search is not a phone
 * number: only digits and the separators people type (+ - ( ) . space), at least 3 digits. Indian
 * numbers are stored as their ten digits (docs/decisions/018-phones-and-leads.md), so what people
 * type in front of them is dropped: a full number with 91/0091/0 in front is looked for as its ten
 * digits, and the start of one typed with `+91`, `0091` or a trunk `0` (`+91 98765`, `098765`)
 * without it. Dropping a prefix only ever finds more, never less.
 */
export function searchedPhoneDigits(q: string): string | undefined {
  if (!/^[\d\s+().-]+$/.test(q)) return undefined;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3) return undefined;
  if (/^(0091|91)\d{10}$/.test(digits)) return digits.slice(-10);
  if (/^0\d{10}$/.test(digits)) return digits.slice(1);
  if (/^\s*\+\s*9\s*1/.test(q) && digits.length > 4) return digits.slice(2);
  if (/^0091/.test(digits) && digits.length > 6) return digits.slice(4);
  if (/^0/.test(digits) && digits.length > 3) return digits.slice(1);
  return digits;
}
