import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Config } from '../config';
import { MemoryCounterStore, type CounterStore } from '../security/counter-store';
import { FallbackCounterStore, SharedCounterStore } from './linked-counter-stores';
import { counterRateLimitStore } from './rate-limit-store';
import { connectRedis, describeRedisUrl } from './redis-connection';
import { RedisCounterStore } from './redis-counter-store';
import { RedisLink } from './redis-link';
import { waitAtStart } from '../lib/wait-at-start';

export interface Counters {
  /** The login throttles' store. With Redis, a failed call rejects (CountersUnavailableError). */
  login: CounterStore;
  /** For @fastify/rate-limit's `store` option. */
  rateLimitStore: FastifyRateLimitStoreCtor;
  close(): Promise<void>;
}

/**
 * Where the login counters and the public form limits live: this process's memory by default, or
 * Redis (REDIS_URL) so that several server processes share them and a restart keeps them.
 * Rejects with a ConfigError naming REDIS_URL when Redis cannot be reached at start.
 */
export async function openCounters(config: Config, log: FastifyBaseLogger): Promise<Counters> {
  if (!config.redisUrl) {
    // Not the plugin's own LocalStore: it hands every request of one address the same counter
    // object and the plugin reads it after an await, so N posts arriving together all saw the
    // N-th count — 12 parallel posts under a limit of 10 were all refused. Ours answers each with
    // its own count (inquiry-concurrency.test.ts), the same code as with Redis.
    return {
      login: new MemoryCounterStore(),
      rateLimitStore: counterRateLimitStore(new MemoryCounterStore()),
      close: async () => {},
    };
  }
  const url = config.redisUrl;
  const redis = await waitAtStart(() => connectRedis(url), {
    waitMs: config.startWaitMs,
    what: 'Redis (REDIS_URL)',
    log: (line) => log.warn(line),
  });
  const link = new RedisLink(redis, new RedisCounterStore(redis), log, describeRedisUrl(config.redisUrl));
  return {
    login: new SharedCounterStore(link),
    rateLimitStore: counterRateLimitStore(new FallbackCounterStore(link)),
    close: () => link.close(),
  };
}
