import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';

/** Tables whose rows move through a status pipeline with notes (inquiries, admissions). */
export type PipelineTable = 'inquiries' | 'admissions';

export interface PipelineUpdate {
  status?: string;
  notes?: string;
}

/**
 * Applies a status and/or notes change in one transaction. The date of the last change moves only
 * when the status really changes, so re-saving notes never looks like progress in the pipeline.
 * Answers false when there is no such row.
 */
export async function applyPipelineUpdate(db: Db, table: PipelineTable, id: number, update: PipelineUpdate): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom(table).select('status').where('id', '=', id).executeTakeFirst();
    if (!current) return false;
    const changes: { notes?: string; status?: string; status_changed_at?: string } = {};
    if (update.notes !== undefined) changes.notes = update.notes;
    if (update.status !== undefined && update.status !== current.status) {
      changes.status = update.status;
      changes.status_changed_at = nowIso();
    }
    if (Object.keys(changes).length) await trx.updateTable(table).set(changes).where('id', '=', id).execute();
    return true;
  });
}
