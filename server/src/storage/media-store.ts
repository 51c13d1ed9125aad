import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MediaFile } from './media-images';

/** `<20 hex>-<width>.<avif|webp>`: the only names the media folder holds and serves. */
export const MEDIA_NAME = /^([0-9a-f]{20})-(\d{1,4})\.(avif|webp)$/;

export interface MediaStore {
  /** Writes the copies (temp name, fsync, rename); a name already present is left as it is. */
  save(files: MediaFile[]): Promise<void>;
  /** Deletes every copy of a picture. */
  remove(id: string): Promise<void>;
  open(name: string): Promise<{ stream: Readable; size: number; mtime: Date } | undefined>;
  readonly dir: string;
}

/** Sets a file's modification time to now; false when there is no such file. */
async function touch(file: string): Promise<boolean> {
  const now = new Date();
  try {
    await fsp.utimes(file, now, now);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Resized copies of the pictures the admin uploads, in DATA_DIR/uploads/media (so backups and
 * restores carry them with the other uploads), apart from the private donation and certificate
 * files: everything here is public, served by name from /media/.
 */
export function createMediaStore(dataDir: string): MediaStore {
  const dir = path.join(dataDir, 'uploads', 'media');
  const tmpDir = path.join(dataDir, 'uploads', 'tmp');
  const resolve = (name: string) => {
    if (!MEDIA_NAME.test(name)) throw new Error('Invalid media name');
    return path.join(dir, name);
  };
  return {
    dir,
    async save(files) {
      await fsp.mkdir(dir, { recursive: true });
      await fsp.mkdir(tmpDir, { recursive: true });
      for (const file of files) {
        const target = resolve(file.name);
        // Same name, same bytes (content-addressed): keep the copy, but mark it as just written, so
        // a start-up reconcile that read the rows before ours commits sees it as young and keeps it.
        if (await touch(target)) continue;
        const temp = path.join(tmpDir, `${crypto.randomUUID()}.part`);
        const handle = await fsp.open(temp, 'wx', 0o644);
        try {
          await handle.writeFile(file.data);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fsp.rename(temp, target);
      }
      // fsync the folder so the renames survive a crash before the row that names them is committed.
      const folder = await fsp.open(dir, 'r');
      await folder.sync().finally(() => folder.close());
    },
    async remove(id) {
      const names = await fsp.readdir(dir).catch(() => [] as string[]);
      await Promise.all(
        names.filter((n) => MEDIA_NAME.exec(n)?.[1] === id).map((n) => fsp.rm(path.join(dir, n), { force: true })),
      );
    },
    async open(name) {
      if (!MEDIA_NAME.test(name)) return undefined;
      const file = resolve(name);
      try {
        const stat = await fsp.stat(file);
        return stat.isFile() ? { stream: fs.createReadStream(file), size: stat.size, mtime: stat.mtime } : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
