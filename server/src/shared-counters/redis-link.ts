import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RedisCounterStore } from './redis-counter-store';

/** A counter could not be read or written in Redis; each caller decides what that means. */
export class CountersUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('shared counters unavailable (Redis)', { cause });
  }
}

/** How often to check whether Redis is back; also the probe counter's window. */
const PROBE_INTERVAL_MS = 1000;
const PROBE_KEY = 'probe';

/**
 * Whether the shared counters can be used right now, with one log line when Redis goes away and
 * one when it is back (not one per request or per reconnect attempt). While it is away every
 * call fails at once, without a round trip; a timer probes with a real counter write, so "back"
 * means a counter can be written again (not merely that a socket opened).
 */
export class RedisLink {
  private up = true;
  private closing = false;
  private probing = false;
  private lastError = '';
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly redis: Redis,
    private readonly store: RedisCounterStore,
    private readonly log: FastifyBaseLogger,
    /** The address without credentials, for the log lines. */
    private readonly where: string,
  ) {
    redis.on('error', (error: Error) => {
      this.lastError = error.message;
    });
    redis.on('close', () => this.down(this.lastError || 'connection closed'));
    redis.on('ready', () => void this.probe());
  }

  get available(): boolean {
    return this.up;
  }

  /** Runs one counter call; a failure marks Redis as away and rejects with CountersUnavailableError. */
  async run<T>(call: (store: RedisCounterStore) => Promise<T>): Promise<T> {
    if (!this.up) throw new CountersUnavailableError();
    try {
      return await call(this.store);
    } catch (error) {
      this.down((error as Error).message);
      throw new CountersUnavailableError(error);
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    this.redis.disconnect();
  }

  private down(reason: string) {
    if (!this.up || this.closing) return;
    this.up = false;
    this.log.error(
      { redis: this.where, reason },
      'Redis unreachable: sign-ins are refused (503) and public form limits are counted in this process only, until Redis is back',
    );
    this.timer = setInterval(() => void this.probe(), PROBE_INTERVAL_MS);
    this.timer.unref();
  }

  private async probe() {
    if (this.up || this.closing || this.probing || this.redis.status !== 'ready') return;
    this.probing = true;
    try {
      await this.store.hit(PROBE_KEY, PROBE_INTERVAL_MS);
    } catch {
      return; // still away; the next tick tries again
    } finally {
      this.probing = false;
    }
    if (this.closing) return;
    this.up = true;
    clearInterval(this.timer);
    this.log.warn(
      { redis: this.where },
      'Redis reachable again: sign-in and form counters are shared between processes again',
    );
  }
}
