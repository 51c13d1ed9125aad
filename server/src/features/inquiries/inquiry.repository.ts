import { CompiledQuery } from 'kysely';
import type { InquiryKind, InquiryRecordInput } from '@dds/shared/src/schemas/inquiry';
import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from '@dds/shared/src/schemas/language';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';

type NewInquiry = Omit<InquiryRecordInput, 'website' | 'kind' | 'coursePage' | 'language'> & {
  kind?: InquiryKind;
  coursePage?: string;
  language?: SiteLanguage;
};

/** The inserted row's values, in the order of the compiled statement's parameters. */
const rowValues = (input: NewInquiry) => ({
  name: input.name,
  email: input.email,
  phone: input.phone,
  course: input.course,
  kind: input.kind ?? 'student',
  course_page: input.coursePage ?? '',
  language: input.language ?? DEFAULT_SITE_LANGUAGE,
  message: input.message,
  status: 'new' as const,
  notes: '',
  status_changed_at: null,
  created_at: nowIso(),
});

/**
 * The insert's SQL, built once per dialect (keyed by its adapter, shared by a Kysely instance and
 * its transactions). Building and compiling Kysely's query tree on every public form post cost
 * about as much CPU as SQLite's insert itself (~35–60 µs a row, bench/ANALYSIS.md); a post now only
 * binds its values to the same SQL text (and, on SQLite, to the same prepared statement).
 */
const insertSql = new WeakMap<object, string>();

function compiledInsert(db: Db, values: ReturnType<typeof rowValues>): CompiledQuery<{ id: number }> {
  const adapter = db.getExecutor().adapter;
  let text = insertSql.get(adapter);
  if (text === undefined) {
    const compiled = db.insertInto('inquiries').values(values).returning('id').compile();
    // Every value must be a bound parameter, in the object's order, for the SQL to be reusable.
    if (compiled.parameters.length !== Object.keys(values).length)
      throw new Error('inquiry insert: unexpected compiled parameters');
    text = compiled.sql;
    insertSql.set(adapter, text);
  }
  return CompiledQuery.raw(text, Object.values(values)) as CompiledQuery<{ id: number }>;
}

/** A student's inquiry unless `kind` says otherwise. */
export async function insertInquiry(db: Db, input: NewInquiry): Promise<number> {
  const { rows } = await db.executeQuery(compiledInsert(db, rowValues(input)));
  const row = rows[0];
  if (!row) throw new Error('inquiry insert returned no id');
  return row.id;
}

// Listing, reading, updating and bulk actions: the generic resource code (inquiry.table.ts).
