import fsp from 'node:fs/promises';
import type { StorageStatus } from '@dds/shared/src/schemas/storage-status';

/** Warn while there is still time to act: below 10 % or 1 GiB free, whichever comes first. */
export const LOW_DISK_FRACTION = 0.1;
export const LOW_DISK_BYTES = 1024 ** 3;
/** The quota is "nearly full" from 90 % on. */
export const QUOTA_WARN_FRACTION = 0.9;

export function assessStorage(input: {
  disk: { freeBytes: number; totalBytes: number } | null;
  usedBytes: number;
  quotaBytes: number;
}): StorageStatus {
  const { disk, usedBytes, quotaBytes } = input;
  return {
    disk: disk && {
      ...disk,
      low: disk.freeBytes < LOW_DISK_BYTES || disk.freeBytes < disk.totalBytes * LOW_DISK_FRACTION,
    },
    donationUploads: {
      usedBytes,
      quotaBytes,
      nearlyFull: usedBytes >= quotaBytes * QUOTA_WARN_FRACTION,
      full: usedBytes >= quotaBytes,
    },
  };
}

/** Free and total bytes of the filesystem holding dir (space available to this unprivileged process). */
export async function diskSpace(dir: string): Promise<{ freeBytes: number; totalBytes: number } | null> {
  try {
    const s = await fsp.statfs(dir);
    return { freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize };
  } catch {
    return null;
  }
}
