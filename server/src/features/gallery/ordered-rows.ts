import type { Kysely } from 'kysely';
import type { ContentOrderList } from '@dds/shared/src/schemas/list-order';
import type { MediaImage } from '@dds/shared/src/schemas/media';
import type { Db } from '../../db/database';
import { assertSameMembers, bumpListVersion, claimListVersion } from '../../lib/list-version';
import { bumpContentVersion } from '../site-content/content-version';

/** The admin-ordered content tables: each row has an id and a position (smallest first). */
export type OrderedTable = 'gallery_photos' | 'videos' | 'leaders' | 'testimonials';
/** The list whose order a table's positions are. */
export const LIST_OF_TABLE: Record<OrderedTable, ContentOrderList> = {
  gallery_photos: 'photos',
  videos: 'videos',
  leaders: 'leaders',
  testimonials: 'testimonials',
};

/** The tables whose rows may name a stored picture. */
export const IMAGE_TABLES = ['gallery_photos', 'leaders', 'testimonials'] as const;

type Ordered = Kysely<Record<OrderedTable, { id: number; position: number; image_id: string | null }>>;
const ordered = (db: Db) => db as unknown as Ordered;

/** The position after the last row (read inside the inserting transaction). */
export async function nextPosition(trx: Db, table: OrderedTable): Promise<number> {
  const row = await ordered(trx)
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/**
 * Swaps a row with its neighbour above or below and bumps the content version, in one transaction.
 * Undefined when there is no such row; false when it is already first (up) or last (down).
 */
export async function moveRow(
  db: Db,
  table: OrderedTable,
  id: number,
  direction: 'up' | 'down',
  by: string,
): Promise<boolean | undefined> {
  return db.transaction().execute(async (trx) => {
    // First, as every save's claim is: a whole-list reorder based on the order before this move is then refused.
    await bumpListVersion(trx, LIST_OF_TABLE[table], by);
    const t = ordered(trx);
    const row = await t.selectFrom(table).select(['id', 'position']).where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const neighbour = await t
      .selectFrom(table)
      .select(['id', 'position'])
      .where('position', direction === 'up' ? '<' : '>', row.position)
      .orderBy('position', direction === 'up' ? 'desc' : 'asc')
      .limit(1)
      .executeTakeFirst();
    if (!neighbour) return false;
    await t.updateTable(table).set({ position: neighbour.position }).where('id', '=', row.id).execute();
    await t.updateTable(table).set({ position: row.position }).where('id', '=', neighbour.id).execute();
    await bumpContentVersion(trx);
    return true;
  });
}

/**
 * Puts the whole list in the order of `ids` (first shown first), in one transaction: the list's
 * version is claimed first (409 with who and when if someone reordered since `base`), then `ids` must
 * be exactly the rows there are (409 if one was added or deleted meanwhile), then every position is
 * written and the content version moves. Any refusal rolls all of it back.
 */
export async function reorderRows(
  db: Db,
  table: OrderedTable,
  ids: readonly number[],
  base: number,
  by: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await claimListVersion(trx, LIST_OF_TABLE[table], base, by);
    const t = ordered(trx);
    assertSameMembers(
      ids,
      (await t.selectFrom(table).select('id').execute()).map((r) => r.id),
    );
    for (const [i, id] of ids.entries())
      await t
        .updateTable(table)
        .set({ position: i + 1 })
        .where('id', '=', id)
        .execute();
    await bumpContentVersion(trx);
  });
}

/** Deletes a row and bumps the content version; answers the picture it named (if any), or undefined if there was no row. */
export async function deleteRow(
  db: Db,
  table: OrderedTable,
  id: number,
): Promise<{ imageId: string | null } | undefined> {
  return db.transaction().execute(async (trx) => {
    const t = ordered(trx);
    const row = await t
      .selectFrom(table)
      .select(table === 'videos' ? ['id'] : ['id', 'image_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    await t.deleteFrom(table).where('id', '=', id).execute();
    await bumpContentVersion(trx);
    return { imageId: (row as { image_id?: string | null }).image_id ?? null };
  });
}

/** True while any photo or person still shows the picture (the same upload may be used twice). */
export async function isImageInUse(db: Db, imageId: string): Promise<boolean> {
  for (const table of IMAGE_TABLES) {
    const row = await ordered(db)
      .selectFrom(table)
      .select('id')
      .where('image_id', '=', imageId)
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

interface ImageRow {
  image_id: string | null;
  image_width: number | null;
  image_height: number | null;
  image_widths: string | null;
}

export function toMediaImage(row: ImageRow): MediaImage | null {
  if (!row.image_id || !row.image_width || !row.image_height || !row.image_widths) return null;
  return {
    id: row.image_id,
    width: row.image_width,
    height: row.image_height,
    widths: row.image_widths.split(',').map(Number),
  };
}

export function imageColumns(image: MediaImage | null): ImageRow {
  return image
    ? { image_id: image.id, image_width: image.width, image_height: image.height, image_widths: image.widths.join(',') }
    : { image_id: null, image_width: null, image_height: null, image_widths: null };
}
