import type { Db } from '../../db/database';
import type { FileStorage } from '../../storage/file-storage';
import { nowIso } from '../../lib/clock';
import { submissionAction } from '@dds/shared/src/schemas/audit-actions';
import { auditTarget, loose, submissionKind, type ResourceTable } from './resource-table';

/** What the purge needs of a list's table mapping (any list's, whatever its item type). */
export type TrashTable = Pick<ResourceTable<unknown>, 'definition' | 'table' | 'auditName' | 'fileKeyColumn'>;

/** Rows deleted per statement: inside both dialects' parameter limits, and short transactions. */
const CHUNK = 500;

export interface PurgeRequest {
  /** Only rows moved to the Trash before this time (the automatic purge); absent: the whole Trash (Empty Trash). */
  deletedBefore?: string;
  /** Who purges: the admin who emptied the Trash, or "system" for the automatic purge. */
  actor: string;
  ip?: string;
  /** Why, in the audit entry: 'emptied' by an admin or 'expired' after TRASH_KEEP_DAYS. */
  reason: 'emptied' | 'expired';
}

export interface PurgeResult {
  purged: number;
  /** Files that could not be removed (left for the start-up reconcile). */
  fileErrors: string[];
}

/**
 * Deletes records in one list's Trash for good, with their uploaded files, and one audit entry per
 * record ("<name>.purge"). Each chunk is one `DELETE … WHERE id IN (SELECT … LIMIT 500) AND deleted_at …`
 * with RETURNING: a row restored meanwhile no longer matches, and when two processes purge at once each
 * row is deleted (and audited, and its file removed) by exactly one of them. Files go after the
 * commit: a crash in between leaves a file no row references, which the start-up reconcile removes;
 * the reverse order could leave a row pointing at a missing file.
 */
export async function purgeTrash(
  db: Db,
  storage: Pick<FileStorage, 'remove'>,
  rt: TrashTable,
  request: PurgeRequest,
): Promise<PurgeResult> {
  const result: PurgeResult = { purged: 0, fileErrors: [] };
  if (!rt.definition.softDelete) return result;
  const fileColumn = rt.fileKeyColumn;
  for (;;) {
    const files: string[] = [];
    const deleted = await db.transaction().execute(async (trx) => {
      // One statement choosing and deleting the rows: the transaction's first statement is a write, so
      // SQLite takes its write lock at once (waiting behind another process's purge) instead of
      // failing "database is locked" when a read snapshot would have to be upgraded.
      let chosen = loose(trx).selectFrom(rt.table).select('id').where('deleted_at', 'is not', null);
      if (request.deletedBefore) chosen = chosen.where('deleted_at', '<', request.deletedBefore);
      let remove = loose(trx)
        .deleteFrom(rt.table)
        .where('id', 'in', chosen.orderBy('id').limit(CHUNK))
        .where('deleted_at', 'is not', null);
      if (request.deletedBefore) remove = remove.where('deleted_at', '<', request.deletedBefore);
      const rows = await remove
        .returning(['id', 'deleted_at', 'deleted_reason', ...(fileColumn ? [fileColumn] : [])])
        .execute();
      if (!rows.length) return [];
      const now = nowIso();
      await trx
        .insertInto('audit_log')
        .values(
          rows.map((r) => ({
            actor: request.actor.slice(0, 254),
            action: submissionAction(submissionKind(rt), 'purge'),
            target: auditTarget(rt, r.id as number),
            detail: JSON.stringify({ reason: request.reason, deletedAt: r.deleted_at, was: r.deleted_reason }),
            ip: request.ip ?? null,
            created_at: now,
          })),
        )
        .execute();
      if (fileColumn) files.push(...rows.map((r) => r[fileColumn] as string).filter(Boolean));
      return rows;
    });
    for (const key of files) {
      // A file that cannot be removed is reported, not fatal: the rows are gone, and the start-up
      // reconcile removes a file no row references.
      await storage.remove(key).catch((error: Error) => result.fileErrors.push(`${key}: ${error.message}`));
    }
    result.purged += deleted.length;
    // Until a round deletes nothing: on PostgreSQL a round that raced another process may delete
    // fewer than it chose, with more still waiting.
    if (!deleted.length) return result;
  }
}
