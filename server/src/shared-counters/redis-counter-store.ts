import type { Redis } from 'ioredis';
import type { CounterStore, CounterWindow } from '../security/counter-store';

/**
 * One fixed window per key, as a hash { c: count, r: resetAt } that expires with the window.
 * Opening the window (PEXPIREAT, on the first hit only) and counting happen in one script, so
 * parallel hits from any number of processes each get their own count. resetAt is on Redis's
 * clock (TIME) and doubles as the window's identity for undo.
 */
const HIT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'r'))
if not resetAt or resetAt <= now then
  resetAt = now + tonumber(ARGV[1])
  redis.call('HSET', KEYS[1], 'c', 0, 'r', resetAt)
  redis.call('PEXPIREAT', KEYS[1], resetAt)
end
local count = redis.call('HINCRBY', KEYS[1], 'c', 1)
return {count, resetAt}
`;

/** Takes one back only from the window that ends at ARGV[1], and only while it is open. */
const UNDO = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'r'))
if resetAt and resetAt == tonumber(ARGV[1]) and resetAt > now and tonumber(redis.call('HGET', KEYS[1], 'c')) > 0 then
  return redis.call('HINCRBY', KEYS[1], 'c', -1)
end
return -1
`;

type ScriptedRedis = Redis & {
  ddsCounterHit(key: string, windowMs: number): Promise<[number, number]>;
  ddsCounterUndo(key: string, resetAt: number): Promise<number>;
};

/** Where every key of this app lives, so a shared Redis can hold other things too. */
export const REDIS_KEY_PREFIX = 'dds:';

/**
 * The CounterStore shared by every server process on one Redis. Each call is one round trip
 * (EVALSHA of a script defined once per connection). Errors are the caller's to handle: see
 * RedisLink, which decides what a failed call means for logins and for forms.
 */
export class RedisCounterStore implements CounterStore {
  private readonly redis: ScriptedRedis;

  constructor(
    redis: Redis,
    private readonly prefix = REDIS_KEY_PREFIX,
  ) {
    if (!('ddsCounterHit' in redis)) {
      redis.defineCommand('ddsCounterHit', { numberOfKeys: 1, lua: HIT });
      redis.defineCommand('ddsCounterUndo', { numberOfKeys: 1, lua: UNDO });
    }
    this.redis = redis as ScriptedRedis;
  }

  async hit(key: string, windowMs: number): Promise<CounterWindow> {
    const [count, resetAt] = await this.redis.ddsCounterHit(this.prefix + key, Math.max(1, Math.round(windowMs)));
    return { count: Number(count), resetAt: Number(resetAt) };
  }

  async undo(key: string, resetAt: number): Promise<void> {
    await this.redis.ddsCounterUndo(this.prefix + key, resetAt);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
