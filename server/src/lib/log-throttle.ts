/** Keys remembered at most; past this, expired ones are dropped (and if none is, all: a few extra lines, never unbounded memory). */
const MAX_KEYS = 10_000;

/**
 * "Log this at most once per key per window": for warnings an anonymous client can cause as often
 * as it likes (one line per address per minute says the same as a thousand).
 */
export function createLogThrottle(windowMs: number, now: () => number = Date.now) {
  const last = new Map<string, number>();
  return {
    shouldLog(key: string): boolean {
      const t = now();
      const previous = last.get(key);
      if (previous !== undefined && t - previous < windowMs) return false;
      if (last.size >= MAX_KEYS) {
        for (const [k, at] of last) if (t - at >= windowMs) last.delete(k);
        if (last.size >= MAX_KEYS) last.clear();
      }
      last.set(key, t);
      return true;
    },
  };
}
