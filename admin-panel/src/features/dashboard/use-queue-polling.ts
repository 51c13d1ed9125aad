import { useEffect } from 'react';
import { useSession } from '../auth';
import { QUEUE_POLL_MS, useQueueStore } from './queue-store';

/**
 * Asks for new submissions every QUEUE_POLL_MS while the tab is visible, and at once when the
 * admin comes back to the tab; a hidden tab costs the server nothing.
 */
export function useQueuePolling(intervalMs: number = QUEUE_POLL_MS) {
  const poll = useQueueStore((s) => s.poll);
  const generation = useSession((s) => s.generation);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer) return;
      void poll();
      timer = setInterval(() => void poll(), intervalMs);
    };
    const stop = () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [poll, intervalMs, generation]);
}
