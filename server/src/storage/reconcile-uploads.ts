import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import { MEDIA_NAME } from './media-store';

/** The names file-storage gives: a random UUID and an extension. Anything else is not ours. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]{2,4}$/;

export interface ReconcileReport {
  /** Paths under uploads/ that were deleted: unfinished parts and files no row references. */
  removed: string[];
  /** Keys a row references whose file is gone (reported, never "fixed"). */
  missing: string[];
}

interface Options {
  dataDir: string;
  /**
   * Leftovers younger than this are kept: another process sharing DATA_DIR may be between
   * writing a file and committing its row. 0 only where one process uses DATA_DIR.
   */
  graceMs: number;
  log: (line: string) => void;
}

async function listFiles(dir: string): Promise<string[]> {
  try {
    return (await fsp.readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function referencedKeys(db: Db): Promise<Set<string>> {
  const [shots, certs] = await Promise.all([
    db.selectFrom('donations').select('screenshot_key as key').execute(),
    db.selectFrom('certificates').select('file_key as key').execute(),
  ]);
  return new Set([...shots, ...certs].map((r) => r.key));
}

/** The pictures (ids of uploads/media copies) a gallery photo, leader or testimonial shows. */
async function referencedImageIds(db: Db): Promise<Set<string>> {
  const lists = await Promise.all([
    db.selectFrom('gallery_photos').select('image_id').execute(),
    db.selectFrom('leaders').select('image_id').where('image_id', 'is not', null).execute(),
    db.selectFrom('testimonials').select('image_id').where('image_id', 'is not', null).execute(),
  ]);
  return new Set(lists.flat().map((r) => r.image_id!));
}

/**
 * Start-up clean-up after a crash: a kill during an upload leaves uploads/tmp/*.part, and a kill
 * between the file's rename and its row's commit leaves a file nobody references. The same goes
 * for the picture copies in uploads/media (gallery photos, people), which a crash or a failed
 * delete after the row's removal can also leave behind. All are deleted (not quarantined: no row
 * shows them, and backups keep older states) once older than the grace period. Also records the
 * size of screenshots stored before sizes were kept, so the upload quota counts them.
 */
export async function reconcileUploads(db: Db, opts: Options): Promise<ReconcileReport> {
  const root = path.join(opts.dataDir, 'uploads');
  const cutoff = Date.now() - opts.graceMs;
  const removed: string[] = [];
  let freedBytes = 0;

  const removeIfOld = async (rel: string, why: string) => {
    const file = path.join(root, rel);
    try {
      const stat = await fsp.stat(file);
      if (stat.mtimeMs > cutoff) return;
      await fsp.rm(file, { force: true });
      removed.push(rel);
      freedBytes += stat.size;
      opts.log(`Uploads: removed ${why} ${rel} (${stat.size} bytes)`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        opts.log(`Uploads: could not remove ${rel}: ${(error as Error).message}`);
    }
  };

  for (const name of await listFiles(path.join(root, 'tmp'))) {
    if (name.endsWith('.part')) await removeIfOld(`tmp/${name}`, 'unfinished upload');
  }

  // Files first, rows second: a file committed in between is young, so the grace period keeps it.
  let areas: string[] = [];
  try {
    areas = (await fsp.readdir(root, { withFileTypes: true }))
      .filter((e) => e.isDirectory() && e.name !== 'tmp' && e.name !== 'media')
      .map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const onDisk = new Set<string>();
  for (const area of areas) {
    for (const name of await listFiles(path.join(root, area)))
      if (STORED_NAME.test(name)) onDisk.add(`${area}/${name}`);
  }
  const mediaOnDisk = (await listFiles(path.join(root, 'media'))).filter((name) => MEDIA_NAME.test(name));
  const referenced = await referencedKeys(db);
  for (const key of onDisk) {
    if (!referenced.has(key)) await removeIfOld(key, 'orphan file (no database row)');
  }
  // A copy is in use while any row shows its picture (copies are named `<image id>-<width>.<format>`).
  const usedImages = await referencedImageIds(db);
  for (const name of mediaOnDisk) {
    if (!usedImages.has(MEDIA_NAME.exec(name)![1]!))
      await removeIfOld(`media/${name}`, 'picture copy no photo or person shows');
  }

  const missing: string[] = [];
  for (const key of referenced) {
    if (onDisk.has(key)) continue;
    try {
      await fsp.access(path.join(root, key));
    } catch {
      missing.push(key);
    }
  }
  if (missing.length) {
    opts.log(
      `Uploads: WARNING ${missing.length} database row(s) reference a missing file (restore uploads/ from a backup): ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`,
    );
  }

  await measureUnsizedScreenshots(db, root);

  if (removed.length)
    opts.log(`Uploads: removed ${removed.length} leftover file(s) of interrupted uploads, ${freedBytes} bytes freed`);
  return { removed, missing };
}

async function measureUnsizedScreenshots(db: Db, root: string) {
  const rows = await db
    .selectFrom('donations')
    .select(['id', 'screenshot_key'])
    .where('screenshot_bytes', 'is', null)
    .execute();
  for (const row of rows) {
    const size = await fsp.stat(path.join(root, row.screenshot_key)).then(
      (s) => s.size,
      () => 0,
    );
    await db.updateTable('donations').set({ screenshot_bytes: size }).where('id', '=', row.id).execute();
  }
}
