/** How the outbox worker paces itself. Production uses the defaults; tests pass milliseconds. */
export interface NotificationTiming {
  /** Look for due mail this often (other processes' rows, retries); new rows also wake the worker at once. */
  pollMs: number;
  /** Retry after a failed attempt: base, doubled each time (1, 2, 4 … min), never longer than retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A message still not accepted this long after its submission is marked failed and logged. */
  giveUpMs: number;
  /**
   * A claimed row belongs to its process this long. A row left 'sending' by a crash is retried only
   * after it, so it must be well above the longest send (see smtpTimeoutMs).
   */
  leaseMs: number;
  /** SMTP connect, greeting and idle-socket timeouts. */
  smtpTimeoutMs: number;
  /** On close, wait at most this long for a send in progress to finish (SHUTDOWN_TIMEOUT_SECONDS is 25). */
  stopWaitMs: number;
}

export const DEFAULT_NOTIFICATION_TIMING: NotificationTiming = {
  pollMs: 5_000,
  retryBaseMs: 60_000,
  retryMaxMs: 60 * 60_000,
  giveUpMs: 48 * 60 * 60_000,
  leaseMs: 5 * 60_000,
  smtpTimeoutMs: 30_000,
  stopWaitMs: 10_000,
};

/** Delay before the next try after `attempts` failed ones (1 → base, 2 → 2×base, …, capped). */
export function retryDelay(timing: Pick<NotificationTiming, 'retryBaseMs' | 'retryMaxMs'>, attempts: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(timing.retryBaseMs * 2 ** exponent, timing.retryMaxMs);
}
