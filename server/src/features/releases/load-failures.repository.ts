import { sql } from 'kysely';
import type { Db } from '../../db/database';

const day = (at: Date) => at.toISOString().slice(0, 10);

/** One more browser that could not load `part` at `version` today (one row per part, version, day). */
export async function countLoadFailure(db: Db, part: string, version: string, at = new Date()): Promise<void> {
  await db
    .insertInto('release_load_failures')
    .values({ part, version, day: day(at), count: 1 })
    .onConflict((oc) =>
      oc.columns(['part', 'version', 'day']).doUpdateSet({ count: sql<number>`release_load_failures.count + 1` }),
    )
    .execute();
}

/** Failures per part and version over the last `days` days, most first. */
export async function recentLoadFailures(
  db: Db,
  days = 7,
  at = new Date(),
): Promise<{ part: string; version: string; count: number }[]> {
  const since = day(new Date(at.getTime() - (days - 1) * 86_400_000));
  const rows = await db
    .selectFrom('release_load_failures')
    .select(['part', 'version', sql<number>`sum(count)`.as('count')])
    .where('day', '>=', since)
    .groupBy(['part', 'version'])
    .orderBy('count', 'desc')
    .execute();
  return rows.map((row) => ({ part: row.part, version: row.version, count: Number(row.count) }));
}
