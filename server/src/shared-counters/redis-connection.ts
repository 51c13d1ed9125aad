import { Redis, type RedisOptions } from 'ioredis';
import { ConfigError } from '../config';

/**
 * A dead Redis must give fast errors, never hanging requests: no offline queue (a command while
 * disconnected fails at once), no retries or re-sends of a command (the caller has already decided
 * what its failure means), a short timeout for a Redis that accepts connections but does not answer.
 * Reconnecting goes on in the background; RedisLink notices when it is back.
 */
export const REDIS_CLIENT_OPTIONS: RedisOptions = {
  lazyConnect: true,
  connectTimeout: 2000,
  commandTimeout: 1000,
  maxRetriesPerRequest: 0,
  enableOfflineQueue: false,
  autoResendUnfulfilledCommands: false,
  retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
};

/** The address without credentials, for messages and logs. */
export function describeRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname.length > 1 ? u.pathname : ''}`;
  } catch {
    return '(unparseable URL)';
  }
}

/**
 * Connects and proves Redis answers (PING also catches a wrong password). Anything else refuses
 * the start: with REDIS_URL set the operator asked for shared counters, and a server that quietly
 * counted on its own would let each process grant the full allowance.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, REDIS_CLIENT_OPTIONS);
  let lastError: Error | undefined;
  // Without a listener ioredis prints "Unhandled error event" at every reconnect attempt; what
  // matters is logged once by RedisLink.
  redis.on('error', (error: Error) => {
    lastError = error;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = lastError?.message ?? (error as Error).message;
    throw new ConfigError(
      `REDIS_URL: cannot reach Redis at ${describeRedisUrl(url)} (${reason}). ` +
        'Start Redis, correct REDIS_URL, or leave REDIS_URL unset to keep the counters in this one process.',
    );
  }
  return redis;
}
