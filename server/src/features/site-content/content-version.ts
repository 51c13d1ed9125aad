import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';

/** The version of the site content: pages rendered for another version are stale. */
export async function readContentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('content_state').select('version').where('id', '=', 1).executeTakeFirst();
  return row?.version ?? 0;
}

/**
 * Called inside the transaction of every content change: every process sees the new version on
 * its next page request and renders afresh.
 */
export async function bumpContentVersion(trx: Db): Promise<void> {
  await trx
    .updateTable('content_state')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', 1)
    .execute();
}
