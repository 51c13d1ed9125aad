import { type RawBuilder, sql } from 'kysely';

/**
 * SQL expressions that an admin search filters on and that an index is built on — one definition
 * for both, since PostgreSQL uses an expression index only when the query's expression is the same
 * text (db/search-indexes.ts, features/resources/resource-search.ts).
 */

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
 * number: only digits and the separators people type (+ - ( ) . space), at least 3 digits. A full
 * Indian number typed with +91 or 0 is looked for as its ten digits, so it finds the phone however
 * it was stored.
 */
export function searchedPhoneDigits(q: string): string | undefined {
  if (!/^[\d\s+().-]+$/.test(q)) return undefined;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3) return undefined;
  if (/^(0091|91)\d{10}$/.test(digits)) return digits.slice(-10);
  if (/^0\d{10}$/.test(digits)) return digits.slice(1);
  // The start of a mobile typed with its trunk 0 (`098765`): stored numbers carry +91, never the 0
  // (docs/decisions/018-phones-and-leads.md). Dropping it only ever finds more, never less.
  if (/^0[6-9]/.test(digits) && digits.length > 3) return digits.slice(1);
  return digits;
}

/** SQLite has no regexp_replace: the separators a phone may hold (shared/src/schemas/phone.ts), removed. */
export const SQLITE_PHONE_DIGITS = (column: string) => `replace(replace(replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')`;
