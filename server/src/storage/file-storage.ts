import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A file received but not yet committed: it lives under a temporary name until `commit`. */
export interface PendingFile {
  tempPath: string;
  size: number;
  head: Buffer;
}

export interface FileStorage {
  /** Streams into a temp file (fsynced); stops with `tooLarge` once more than maxBytes arrive. */
  receive(stream: Readable, maxBytes: number): Promise<PendingFile | { tooLarge: true }>;
  /** Moves a pending file to its final internal key (rename: atomic on one filesystem). */
  commit(pending: PendingFile, area: string, ext: string): Promise<string>;
  discard(pending: PendingFile): Promise<void>;
  remove(key: string): Promise<void>;
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Absolute directory holding the files (for the backup command). */
  readonly root: string;
}

const KEY_PATTERN = /^[a-z]+\/[0-9a-f-]{36}\.[a-z]{2,4}$/;

/**
 * Files live under DATA_DIR/uploads, outside every served folder, named by random ids we choose:
 * the uploader's file name never touches the filesystem.
 */
export function createDiskStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  const tmpDir = path.join(root, 'tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const resolveKey = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('Invalid storage key');
    return path.join(root, key);
  };

  return {
    root,
    async receive(stream, maxBytes) {
      const tempPath = path.join(tmpDir, `${crypto.randomUUID()}.part`);
      const handle = await fsp.open(tempPath, 'wx', 0o600);
      let size = 0;
      const headChunks: Buffer[] = [];
      let headLen = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > maxBytes) {
            stream.resume(); // drain the rest so the request can finish cleanly
            await handle.close();
            await fsp.rm(tempPath, { force: true });
            return { tooLarge: true as const };
          }
          if (headLen < 16) {
            headChunks.push(chunk);
            headLen += chunk.length;
          }
          await handle.write(chunk);
        }
        // fsync before the rename, so a crash cannot leave a committed row pointing at lost bytes.
        await handle.sync();
        await handle.close();
        return { tempPath, size, head: Buffer.concat(headChunks).subarray(0, 16) };
      } catch (error) {
        await handle.close().catch(() => undefined);
        await fsp.rm(tempPath, { force: true });
        throw error;
      }
    },
    async commit(pending, area, ext) {
      const key = `${area}/${crypto.randomUUID()}.${ext}`;
      const target = resolveKey(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(pending.tempPath, target);
      // fsync the directory so the rename itself survives a crash.
      const dir = await fsp.open(path.dirname(target), 'r');
      await dir.sync().finally(() => dir.close());
      return key;
    },
    async discard(pending) {
      await fsp.rm(pending.tempPath, { force: true });
    },
    async remove(key) {
      await fsp.rm(resolveKey(key), { force: true });
    },
    async open(key) {
      const file = resolveKey(key);
      try {
        const stat = await fsp.stat(file);
        return { stream: fs.createReadStream(file), size: stat.size };
      } catch {
        return undefined;
      }
    },
  };
}
