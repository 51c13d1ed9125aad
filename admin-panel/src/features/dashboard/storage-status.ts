import { http } from '@dds/shared/api';
import { STORAGE_STATUS_PATH, type StorageStatus } from '@dds/shared/schemas/storage-status';

export type { StorageStatus };

export async function fetchStorageStatus(): Promise<StorageStatus> {
  return (await http.get<StorageStatus>(STORAGE_STATUS_PATH)).data;
}

/** Disk sizes in GB (0.5 GB, 20 GB), quota sizes in MB as DONATION_UPLOAD_QUOTA_MB is: one decimal below 10. */
export function formatBytes(bytes: number, unit: 'GB' | 'MB'): string {
  const value = bytes / 1024 ** (unit === 'GB' ? 3 : 2);
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${unit}`;
}
