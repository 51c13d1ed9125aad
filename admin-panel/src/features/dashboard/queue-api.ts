import { http } from '@dds/shared/api';
import { API_PATHS } from '@dds/shared/api/paths';
import type { QueueCounts } from '@dds/shared/schemas/bulk';

/**
 * The office's work queue: received today (India's day), waiting for the office, received after
 * `since` (the badge), and when the newest submission arrived (server clock).
 */
export type Queue = QueueCounts;

export async function fetchQueue(since?: string | null): Promise<Queue> {
  return (await http.get<Queue>(API_PATHS.queue, { params: since ? { since } : {} })).data;
}
