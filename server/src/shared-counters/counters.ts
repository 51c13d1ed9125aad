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
  /** For @fastify/rate-limit's `store` option; undefined keeps the plugin's own per-process store. */
  rateLimitStore: FastifyRateLimitStoreCtor | undefined;
  close(): Promise<void>;
}

/**
 * Where the login counters and the public form limits live: this process's memory by default, or
 * Redis (REDIS_URL) so that several server processes share them and a restart keeps them.
 * Rejects with a ConfigError naming REDIS_URL when Redis cannot be reached at start.
 */
export async function openCounters(config: Config, log: FastifyBaseLogger): Promise<Counters> {
  if (!config.redisUrl) {
    return { login: new MemoryCounterStore(), rateLimitStore: undefined, close: async () => {} };
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
