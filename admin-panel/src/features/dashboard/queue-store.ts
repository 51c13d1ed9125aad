import { create } from 'zustand';
import { fetchQueue, type Queue } from './queue-api';

/** How often the panel asks for new submissions while its tab is visible. */
export const QUEUE_POLL_MS = 30_000;

let fetcher: typeof fetchQueue = fetchQueue;
let inFlight: Promise<void> | null = null;
/** Counts the admin's looks (markSeen), so an answer that crossed a look is not counted as unseen. */
let seenEpoch = 0;

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
  poll: () => {
    // The top bar and the dashboard may both ask at once: one request answers both.
    inFlight ??= (async () => {
      const { seenUpTo } = get();
      const epoch = seenEpoch;
      try {
        const queue = await fetcher(seenUpTo);
        // The first answer of the visit sets the baseline (only what arrives while the panel is open
        // counts); an answer that arrives after the admin opened the dashboard is what they see there.
        const baseline = seenUpTo === null || epoch !== seenEpoch;
        set((s) => ({
          queue,
          failed: false,
          seenUpTo: baseline ? (queue.latestAt ?? new Date(0).toISOString()) : s.seenUpTo,
          unseen: baseline ? 0 : queue.newSince,
        }));
      } catch {
        // The badge is a nicety: a failed poll keeps the last figures (an ended session brings the login anyway).
        set({ failed: true });
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  },
  markSeen: () => {
    seenEpoch += 1;
    set((s) => ({ unseen: 0, seenUpTo: s.queue?.latestAt ?? s.seenUpTo }));
  },
  reset: () => set({ queue: null, seenUpTo: null, unseen: 0, failed: false }),
}));

/** Tests start from an empty store, answering with `fake` instead of the server. */
export function resetQueueForTests(fake: typeof fetchQueue = fetchQueue) {
  fetcher = fake;
  inFlight = null;
  useQueueStore.getState().reset();
}
