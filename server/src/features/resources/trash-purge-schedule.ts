import type { Db } from '../../db/database';
import { startPeriodicJob, type PeriodicJob } from '../../lib/periodic-job';
import type { FileStorage } from '../../storage/file-storage';
import { purgeTrash, type TrashTable } from './trash-purge';

type Log = { info(msg: string): void; error(msg: string): void };

/** How often the purge looks again: a record leaves the Trash at most this long after its time is up. */
const CHECK_EVERY_MS = 3600_000;
const DAY_MS = 24 * 3600_000;

/**
 * Deletes for good, from each list, the records in the Trash for more than `keepDays` days (and
 * their files), audited as done by "system". Safe to run in several processes at once: each row
 * is deleted by one of them (see purgeTrash).
 */
export async function purgeExpiredTrash(
  db: Db,
  storage: Pick<FileStorage, 'remove'>,
  tables: TrashTable[],
  keepDays: number,
  now = Date.now(),
) {
  const deletedBefore = new Date(now - keepDays * DAY_MS).toISOString();
  const counts: Record<string, number> = {};
  const fileErrors: string[] = [];
  for (const rt of tables) {
    const result = await purgeTrash(db, storage, rt, { deletedBefore, actor: 'system', reason: 'expired' });
    if (result.purged) counts[rt.definition.name] = result.purged;
    fileErrors.push(...result.fileErrors);
  }
  return { counts, fileErrors };
}

/**
 * TRASH_KEEP_DAYS in-process, the way the backup schedule runs: once at start, then hourly, on a
 * timer that never keeps the process alive. No lock is needed between processes: the purge's
 * deletes are conditional, so two processes purging at once split the rows between them.
 */
export function startTrashPurgeSchedule(
  db: Db,
  storage: Pick<FileStorage, 'remove'>,
  tables: TrashTable[],
  keepDays: number,
  log: Log,
): PeriodicJob {
  return startPeriodicJob({
    name: 'Trash purge',
    log,
    retryMs: CHECK_EVERY_MS,
    run: async () => {
      const { counts, fileErrors } = await purgeExpiredTrash(db, storage, tables, keepDays);
      const said = Object.entries(counts).map(([list, n]) => `${n} ${list}`);
      if (said.length)
        log.info(
          `Trash: deleted for good ${said.join(', ')} in the Trash for more than ${keepDays} days (TRASH_KEEP_DAYS)`,
        );
      if (fileErrors.length)
        log.error(
          `Trash: ${fileErrors.length} file(s) could not be removed (the start-up reconcile will): ${fileErrors.slice(0, 3).join('; ')}`,
        );
      return CHECK_EVERY_MS;
    },
  });
}
