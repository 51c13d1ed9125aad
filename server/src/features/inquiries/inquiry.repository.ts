import { CompiledQuery } from 'kysely';
import { inquiryInputFields, type InquiryKind, type InquiryRecordInput } from '@dds/shared/src/schemas/inquiry';
import { DEFAULT_SITE_LANGUAGE, type SiteLanguage } from '@dds/shared/src/schemas/language';
import { storedFields } from '@dds/shared/src/schemas/submitted-fields';
import type { Db } from '../../db/database';
import { submittedColumnValues } from '../../db/submitted-columns';
import { nowIso } from '../../lib/clock';

type NewInquiry = Omit<InquiryRecordInput, 'website' | 'kind' | 'coursePage' | 'language'> & {
  kind?: InquiryKind;
  coursePage?: string;
  language?: SiteLanguage;
};

/** Every field of the schema but the honeypot, each in the column of its name (db/submitted-columns.ts). */
export const INQUIRY_FIELDS = storedFields(inquiryInputFields);

/** The inserted row's values, in the order of the compiled statement's parameters. */
const rowValues = (input: NewInquiry) => ({
  ...submittedColumnValues(INQUIRY_FIELDS, {
    kind: 'student' as const,
    coursePage: '',
    language: DEFAULT_SITE_LANGUAGE,
    ...input,
  }),
  status: 'new' as const,
  notes: '',
  status_changed_at: null,
  created_at: nowIso(),
});

/**
 * The insert's SQL, built once per dialect (keyed by its adapter, shared by a Kysely instance and
 * its transactions) and set of columns (a field the caller left out takes its column's default).
 * Building and compiling Kysely's query tree on every public form post cost about as much CPU as
 * SQLite's insert itself (~35–60 µs a row, bench/ANALYSIS.md); a post now only binds its values to
 * the same SQL text (and, on SQLite, to the same prepared statement).
 */
const insertSql = new WeakMap<object, Map<string, string>>();

function compiledInsert(db: Db, values: ReturnType<typeof rowValues>): CompiledQuery<{ id: number }> {
  const adapter = db.getExecutor().adapter;
  let texts = insertSql.get(adapter);
  if (texts === undefined) insertSql.set(adapter, (texts = new Map()));
  const columns = Object.keys(values).join();
  let text = texts.get(columns);
  if (text === undefined) {
    const compiled = db.insertInto('inquiries').values(values).returning('id').compile();
    // Every value must be a bound parameter, in the object's order, for the SQL to be reusable.
    if (compiled.parameters.length !== Object.keys(values).length)
      throw new Error('inquiry insert: unexpected compiled parameters');
    text = compiled.sql;
    texts.set(columns, text);
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
