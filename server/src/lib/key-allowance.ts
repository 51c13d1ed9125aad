/** Keys remembered at most; past this the oldest is forgotten (its next use starts a fresh window). */
const MAX_KEYS = 10_000;

/**
 * "At most `limit` per key per window", in this process's memory: for work an anonymous client can
 * ask for as often as it likes, where what is bounded is this process's own cost (a log line, a
 * page render), so a count shared with other processes (Redis) would bound the wrong thing.
 * Fixed windows; memory bounded by MAX_KEYS.
 */
export function createKeyAllowance(limit: number, windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; used: number }>();
  return {
    /** Uses one unit of `key`'s allowance; false when none is left in this window. */
    take(key: string): boolean {
      const t = now();
      let window = windows.get(key);
      if (!window || t - window.start >= windowMs) {
        // (Re)inserted, so the map stays ordered by window start and the first key is the oldest.
        windows.delete(key);
        if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!);
        window = { start: t, used: 0 };
        windows.set(key, window);
      }
      if (window.used >= limit) return false;
      window.used += 1;
      return true;
    },
  };
}
