import type { Db } from '../../db/database';

/** One field of a content record as the Activity screen shows it: before → after. */
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * The fields of `after` that differ from `before`, for an audit entry's detail. Settings and
 * courses already write this shape; photos, videos and people use it here so that every content
 * change reads the same way on the Activity screen.
 */
export function fieldChanges(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
  fields: readonly string[],
): FieldChanges {
  const diff: FieldChanges = {};
  for (const field of fields) {
    const was = before?.[field];
    if (JSON.stringify(was) !== JSON.stringify(after[field])) diff[field] = { before: was ?? '', after: after[field] };
  }
  return diff;
}

type ContentTable = 'gallery_photos' | 'videos' | 'leaders' | 'testimonials';

/**
 * The row as it is just before an edit, for the audit's "before". Read outside the edit's own
 * transaction on purpose (the repositories stay as they are): two saves of one row in the same
 * instant may show a "before" one step old, never a wrong "after".
 */
export async function rowBefore(db: Db, table: ContentTable, id: number): Promise<Record<string, unknown> | undefined> {
  return (await db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()) as
    Record<string, unknown> | undefined;
}
