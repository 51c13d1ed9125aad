import { http } from '@dds/shared/api';

/** Defined here as well as in @dds/shared's API_PATHS: inside an older shell that module has no `queue`. */
export const QUEUE_PATH = '/api/admin/queue';

/** The office's work queue (GET /api/admin/queue). */
export interface Queue {
  /** Inquiries + admissions + donations received today (India time), not deleted. */
  newToday: number;
  inquiriesNotContacted: number;
  admissionsPending: number;
  donationsToVerify: number;
  /** Received after `since` (0 without it). */
  newSince: number;
  /** When the newest submission arrived (server clock), null when there is none. */
  latestAt: string | null;
}

export async function fetchQueue(since?: string | null): Promise<Queue> {
  return (await http.get<Queue>(QUEUE_PATH, { params: since ? { since } : {} })).data;
}
