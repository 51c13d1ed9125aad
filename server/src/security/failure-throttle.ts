import type { CounterStore } from './counter-store';

/** One counted attempt, to give back if the attempt turns out not to count (a success, a busy server). */
export interface Reservation {
  key: string;
  resetAt: number;
}

export type ReserveResult = { ok: true; reservations: Reservation[] } | { ok: false; retryAfterMs: number };

/**
 * At most `max` attempts per key in a fixed window. The attempt is counted BEFORE the work it
 * guards (reserve, then verify): checking first and counting the failure afterwards let every
 * attempt that arrived before the first answer through (pen test, docs/security.md). Counts live in
 * a CounterStore so several processes can share them.
 */
export class FailureThrottle {
  constructor(
    private readonly store: CounterStore,
    /** Key prefix, e.g. "login:ip". */
    private readonly name: string,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  key(id: string): string {
    return `${this.name}:${id}`;
  }

  /** Counts one attempt for id, or refuses it (uncounted) with the time until the window ends. */
  async reserve(id: string): Promise<ReserveResult> {
    const key = this.key(id);
    const window = await this.store.hit(key, this.windowMs);
    if (window.count <= this.max) return { ok: true, reservations: [{ key, resetAt: window.resetAt }] };
    // A refused attempt is never verified, so it does not use up the next window.
    await this.store.undo(key, window.resetAt);
    return { ok: false, retryAfterMs: Math.max(1000, window.resetAt - Date.now()) };
  }

  /** Forgets every attempt counted for id (e.g. a trusted device that just proved its password). */
  reset(id: string): Promise<void> {
    return this.store.reset(this.key(id));
  }
}

/** Reserves one attempt on each throttle in turn; if one refuses, gives the earlier ones back. */
export async function reserveAll(store: CounterStore, steps: Array<[FailureThrottle, string]>): Promise<ReserveResult> {
  const taken: Reservation[] = [];
  for (const [throttle, id] of steps) {
    const result = await throttle.reserve(id);
    if (!result.ok) {
      await release(store, taken);
      return result;
    }
    taken.push(...result.reservations);
  }
  return { ok: true, reservations: taken };
}

export async function release(store: CounterStore, reservations: Reservation[]): Promise<void> {
  for (const r of reservations) await store.undo(r.key, r.resetAt);
}
