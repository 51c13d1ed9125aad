import { create } from 'zustand';
import { fetchQueue, type Queue } from './queue-api';

/** How often the panel asks for new submissions while its tab is visible. */
export const QUEUE_POLL_MS = 30_000;

let fetcher: typeof fetchQueue = fetchQueue;

interface QueueState {
  queue: Queue | null;
  /** Newest submission the admin has been shown (server time): the badge counts what came after it. */
  seenUpTo: string | null;
  /** The badge's number: submissions since `seenUpTo`. */
  unseen: number;
  failed: boolean;
  poll: () => Promise<void>;
  /** The admin is looking at the dashboard or a list: what has arrived is seen. */
  markSeen: () => void;
  reset: () => void;
}

/**
 * The queue figures and the "new submissions" badge, shared by the top bar and the dashboard. The
 * baseline is the server's own `latestAt`, never this computer's clock, so a wrong PC clock cannot
 * hide or invent new submissions.
 */
export const useQueueStore = create<QueueState>((set, get) => ({
  queue: null,
  seenUpTo: null,
  unseen: 0,
  failed: false,
  poll: async () => {
    const { seenUpTo } = get();
    try {
      const queue = await fetcher(seenUpTo);
      set((s) => ({
        queue,
        failed: false,
        // The first answer of the visit sets the baseline: only what arrives while the panel is open counts.
        seenUpTo: s.seenUpTo ?? queue.latestAt ?? new Date(0).toISOString(),
        unseen: s.seenUpTo === null ? 0 : queue.newSince,
      }));
    } catch {
      // The badge is a nicety: a failed poll keeps the last figures (an ended session brings the login anyway).
      set({ failed: true });
    }
  },
  markSeen: () => set((s) => ({ unseen: 0, seenUpTo: s.queue?.latestAt ?? s.seenUpTo })),
  reset: () => set({ queue: null, seenUpTo: null, unseen: 0, failed: false }),
}));

/** Tests start from an empty store, answering with `fake` instead of the server. */
export function resetQueueForTests(fake: typeof fetchQueue = fetchQueue) {
  fetcher = fake;
  useQueueStore.getState().reset();
}
