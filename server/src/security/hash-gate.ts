/**
 * Bounds how many password hashes run at once. scrypt runs on libuv's thread pool (4 threads),
 * which also reads static files and writes uploads: 20 parallel logins once held every thread and
 * stalled the whole site for seconds (pen test, docs/security.md). With at most 2 hashing, 2 threads
 * stay free for files, and memory stays at 2 × the hash's own (16 MiB with our parameters).
 *
 * Work beyond the running slots waits in a short queue; beyond that it is refused at once (the
 * caller answers 503 + Retry-After) instead of piling up. Priority work (a login from a trusted
 * device) goes ahead of the queue and has a few places of its own, so a flood of anonymous
 * attempts cannot keep the owner out.
 */
export class HashGate {
  /** Hashes running now, and the most seen at once since the last resetPeak (read by tests). */
  active = 0;
  peak = 0;
  private readonly queue: Array<{ priority: boolean; start: () => void }> = [];

  constructor(
    readonly maxActive: number,
    readonly maxWaiting: number,
    readonly maxPriorityWaiting: number,
  ) {}

  get waiting(): number {
    return this.queue.length;
  }

  resetPeak() {
    this.peak = this.active;
  }

  /**
   * Runs fn as soon as a slot is free. Returns undefined, synchronously, when the queue is full:
   * the caller can answer straight away.
   */
  tryRun<T>(fn: () => Promise<T>, opts: { priority?: boolean } = {}): Promise<T> | undefined {
    const priority = opts.priority ?? false;
    if (this.active < this.maxActive) {
      this.active += 1;
      this.peak = Math.max(this.peak, this.active);
      return this.runInSlot(fn);
    }
    const room = priority ? this.maxWaiting + this.maxPriorityWaiting : this.maxWaiting;
    if (this.queue.length >= room) return undefined;
    return new Promise<void>((start) => {
      const entry = { priority, start };
      // Priority entries go after the other priority entries, ahead of everything else.
      const at = priority ? this.queue.findIndex((e) => !e.priority) : -1;
      if (at < 0) this.queue.push(entry);
      else this.queue.splice(at, 0, entry);
    }).then(() => this.runInSlot(fn));
  }

  /** Runs fn in a slot already counted in `active`; on the way out hands the slot to the next in line. */
  private async runInSlot<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } finally {
      // Handed over, not freed: a newcomer arriving before the next one starts cannot take it.
      const next = this.queue.shift();
      if (next) next.start();
      else this.active -= 1;
    }
  }
}

/**
 * The one gate for login hashes in this process: the thread pool it protects is per process.
 * 2 hashing + 8 waiting: with ~0.2 s per hash the last in the queue waits about a second.
 */
export const loginHashGate = new HashGate(2, 8, 4);
