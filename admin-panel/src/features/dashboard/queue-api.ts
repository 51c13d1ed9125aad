import { http } from '@dds/shared/api';
import type { QueueCounts } from '@dds/shared/src/schemas/bulk';

/** Defined here as well as in @dds/shared's API_PATHS: inside an older shell that module has no `queue`. */
export const QUEUE_PATH = '/api/admin/queue';

/**
 * The office's work queue: received today (India's day), waiting for the office, received after
 * `since` (the badge), and when the newest submission arrived (server clock).
 */
export type Queue = QueueCounts;

export async function fetchQueue(since?: string | null): Promise<Queue> {
  return (await http.get<Queue>(QUEUE_PATH, { params: since ? { since } : {} })).data;
}
