/** One fixed window of a counter: hits so far and when the window ends (ms since the epoch). */
export interface CounterWindow {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters behind the login throttles (and, with Redis, the form rate limits). Async,
 * and atomic per key, so that a shared store (shared-counters/redis-counter-store.ts when REDIS_URL
 * is set: count and open the window in one script, undo only within the same window) can replace
 * the in-memory one when several server processes must see the same counts.
 */
export interface CounterStore {
  /** Adds one to key's open window (opening a new one of windowMs if none is) and returns it after the add. */
  hit(key: string, windowMs: number): Promise<CounterWindow>;
  /** Takes back one hit made in the window that ends at resetAt; nothing if that window is over. */
  undo(key: string, resetAt: number): Promise<void>;
  /** Closes key's window: the next hit starts from zero. */
  reset(key: string): Promise<void>;
}

/**
 * The single-process store. Each method reads and writes its entry without awaiting in between,
 * so on Node's one thread every call is atomic for its key.
 */
export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, CounterWindow>();

  /** @param sweepAbove above this many keys, ended windows are dropped when a new one opens. */
  constructor(private readonly sweepAbove = 10_000) {}

  async hit(key: string, windowMs: number): Promise<CounterWindow> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= this.sweepAbove) this.sweep(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { ...window };
  }

  async undo(key: string, resetAt: number): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAt === resetAt && window.count > 0) window.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** Keys held (for tests of the sweep). */
  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
