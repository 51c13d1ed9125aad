import type { DuplicateRef, RecordAnswer, RecordHistoryEntry } from '@dds/shared/src/schemas/bulk';
import type { Db } from '../../db/database';
import { auditTarget, loose, type ResourceTable } from './resource-table';

/** Most history entries one record view shows (a record changed more often is rare). */
const HISTORY_LIMIT = 200;

const parsed = (detail: string | null): unknown => {
  if (detail === null) return null;
  try {
    return JSON.parse(detail);
  } catch {
    return detail; // older entries hold plain text (a roll number)
  }
};

/** What the audit log says about one record, newest first. */
export async function recordHistory(db: Db, target: string): Promise<RecordHistoryEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['actor', 'action', 'detail', 'created_at'])
    .where('target', '=', target)
    .orderBy('id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((r) => ({ at: r.created_at, actor: r.actor, action: r.action, details: parsed(r.detail) }));
}

/**
 * The other donations with this UPI reference, those in the Trash included and marked. A reference
 * reused after the earlier donation was deleted is still a sign of a reused screenshot (or one payment
 * reported twice, the first copy trashed as spam): the clerk about to verify this one must see it.
 * The list's Duplicate badge and filter, by contrast, count only live donations (see donation.table.ts).
 */
async function otherDonationsWithReference(db: Db, id: number, reference: string | null): Promise<DuplicateRef[]> {
  if (!reference) return [];
  const rows = await loose(db)
    .selectFrom('donations')
    .select(['id', 'deleted_at'])
    .where('upi_reference', '=', reference)
    .where('id', '!=', id)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id as number, inTrash: r.deleted_at !== null }));
}

/** One record whole (Trash included), its history and, for a donation, its duplicates. */
export async function readRecord<T>(db: Db, rt: ResourceTable<T>, id: number): Promise<RecordAnswer<T> | undefined> {
  const row = await loose(db).selectFrom(rt.table).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [item] = rt.decorate ? await rt.decorate(db, [rt.toItem(row)]) : [rt.toItem(row)];
  const [history, duplicates] = await Promise.all([
    recordHistory(db, auditTarget(rt, id)),
    rt.table === 'donations'
      ? otherDonationsWithReference(db, id, row.upi_reference as string | null)
      : Promise.resolve([]),
  ]);
  return { item: item!, history, duplicates };
}
