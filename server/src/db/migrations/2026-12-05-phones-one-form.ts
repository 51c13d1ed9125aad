import { type Kysely, sql } from 'kysely';

// Frozen in time: this file must never import application code (the rule below is a copy of
// shared/src/schemas/phone.ts's tenDigits as it was when this migration was written).

/**
 * Every inquiry and admission phone that is an Indian number, as the ten digits the forms now store
 * (`9876543210`, shown `98765 43210`; docs/decisions/018-phones-and-leads.md). A phone that is not
 * one (`12`, a foreign number, two numbers in one field) is left exactly as typed: no lead is lost or changed into
 * something the visitor did not type. The rows are read and written in batches by id, each write
 * only where the phone is still the one read, so a record an admin changed meanwhile (another
 * server still running during a deploy) keeps the admin's value (decision 012: no silent overwrites).
 */
const TABLES = ['inquiries', 'admissions'] as const;
const BATCH = 1000;

function tenDigits(value: string): string | undefined {
  return /^(?:\+91|0091|91|0)?(\d{10})$/.exec(value.trim().replace(/[\s\-().]/g, ''))?.[1];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export interface PhonesChanged {
  table: string;
  /** Rows read. */
  rows: number;
  /** Phones rewritten into the stored form. */
  changed: number;
  /** Phones that are not an Indian number, kept as typed. */
  keptAsTyped: number;
}

/** Test seam: runs between reading a batch and writing it. */
export const hooks: { afterRead?: (table: string) => Promise<void> } = {};

/** One table, batch by batch; the numbers it changed and kept. */
export async function phonesInOneForm(db: AnyDb, table: string): Promise<PhonesChanged> {
  const result: PhonesChanged = { table, rows: 0, changed: 0, keptAsTyped: 0 };
  for (let after = 0; ;) {
    const rows = (await db
      .selectFrom(table)
      .select(['id', 'phone'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as { id: number; phone: string }[];
    if (rows.length === 0) return result;
    after = rows[rows.length - 1]!.id;
    result.rows += rows.length;
    const changes: { id: number; from: string; to: string }[] = [];
    for (const row of rows) {
      const stored = tenDigits(row.phone);
      if (stored === undefined) result.keptAsTyped += 1;
      else if (stored !== row.phone) changes.push({ id: row.id, from: row.phone, to: stored });
    }
    await hooks.afterRead?.(table);
    if (changes.length === 0) continue;
    const write = async (trx: AnyDb) => {
      const values = sql.join(
        changes.map((c) => sql`(cast(${c.id} as integer), cast(${c.from} as text), cast(${c.to} as text))`),
      );
      // UPDATE … FROM (VALUES …): one statement per batch on both databases (SQLite ≥ 3.33).
      const updated = await sql`
        update ${sql.table(table)} set phone = v.next
        from (select column1 as id, column2 as was, column3 as next from (values ${values}) as changed) as v
        where ${sql.ref(`${table}.id`)} = v.id and ${sql.ref(`${table}.phone`)} = v.was`.execute(trx);
      result.changed += Number(updated.numAffectedRows ?? 0);
    };
    // PostgreSQL runs each migration in a transaction already; SQLite's batches get one each.
    if (db.isTransaction) await write(db);
    else await db.transaction().execute(write);
  }
}

export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    const r = await phonesInOneForm(db, table);
    // The migration's own report, in the server log at the start that ran it (a fresh install has
    // nothing to say).
    if (r.rows > 0)
      console.info(
        `[migration 2026-12-05-phones-one-form] ${table}: ${r.changed} of ${r.rows} phones put in the form 9876543210; ${r.keptAsTyped} not an Indian number, kept as typed (flagged "Check number" in the panel)`,
      );
  }
}

/** Nothing to undo: the typed forms are not kept, and the stored form is valid input everywhere. */
export async function down(): Promise<void> {}
