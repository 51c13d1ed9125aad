import type { GalleryPhoto, Video } from '@dds/shared/src/schemas/gallery';
import type { MediaImage } from '@dds/shared/src/schemas/media';
import type { Db } from '../../db/database';
import { nowIso } from '../../lib/clock';
import { claimVersion, type Save } from '../../lib/record-version';
import { bumpContentVersion } from '../site-content/content-version';
import { nextPosition, toMediaImage } from './ordered-rows';

/** Photos of /photos and videos of /videos, in the admin's order. Every change bumps the content version. */

export async function listPhotos(db: Db): Promise<GalleryPhoto[]> {
  const rows = await db.selectFrom('gallery_photos').selectAll().orderBy('position').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    caption: r.caption,
    image: toMediaImage(r)!,
    createdAt: r.created_at,
    version: r.version,
  }));
}

async function findPhoto(db: Db, id: number): Promise<GalleryPhoto | undefined> {
  const r = await db.selectFrom('gallery_photos').selectAll().where('id', '=', id).executeTakeFirst();
  return r && { id: r.id, caption: r.caption, image: toMediaImage(r)!, createdAt: r.created_at, version: r.version };
}

/** Added last (the admin moves it up if it should come first). */
export async function insertPhoto(db: Db, input: { caption: string; image: MediaImage }): Promise<GalleryPhoto> {
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('gallery_photos')
      .values({
        caption: input.caption,
        image_id: input.image.id,
        image_width: input.image.width,
        image_height: input.image.height,
        image_widths: input.image.widths.join(','),
        position: await nextPosition(trx, 'gallery_photos'),
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    return row.id;
  });
  return (await findPhoto(db, id))!;
}

/** Undefined when there is no such photo; a save based on an older version is refused (409). */
export async function updatePhotoCaption(
  db: Db,
  id: number,
  caption: string,
  save: Save,
): Promise<GalleryPhoto | undefined> {
  const changed = await db.transaction().execute(async (trx) => {
    if (!(await claimVersion(trx, 'gallery_photos', id, save))) return false;
    await trx.updateTable('gallery_photos').set({ caption }).where('id', '=', id).execute();
    await bumpContentVersion(trx);
    return true;
  });
  return changed ? findPhoto(db, id) : undefined;
}

export async function listVideos(db: Db): Promise<Video[]> {
  const rows = await db.selectFrom('videos').selectAll().orderBy('position').orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    youtubeId: r.youtube_id,
    title: r.title,
    createdAt: r.created_at,
    version: r.version,
  }));
}

export async function insertVideo(db: Db, input: { youtubeId: string; title: string }): Promise<Video> {
  return db.transaction().execute(async (trx) => {
    const createdAt = nowIso();
    const row = await trx
      .insertInto('videos')
      .values({
        youtube_id: input.youtubeId,
        title: input.title,
        position: await nextPosition(trx, 'videos'),
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await bumpContentVersion(trx);
    return { id: row.id, youtubeId: input.youtubeId, title: input.title, createdAt, version: 1 };
  });
}

/** Undefined when there is no such video; a save based on an older version is refused (409). */
export async function updateVideoTitle(db: Db, id: number, title: string, save: Save): Promise<Video | undefined> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimVersion(trx, 'videos', id, save))) return undefined;
    await trx.updateTable('videos').set({ title }).where('id', '=', id).execute();
    await bumpContentVersion(trx);
    const r = await trx.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { id: r.id, youtubeId: r.youtube_id, title: r.title, createdAt: r.created_at, version: r.version };
  });
}
