import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from '../security/counter-store';

/** What @fastify/rate-limit really passes to child(): the merged route limit with the route under routeInfo. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit counting in a CounterStore (Redis when REDIS_URL is set). Like the plugin's
 * own stores, each rate-limited route gets its own counters (key `rate:<METHOD>:<url>:<client>`),
 * so a route's limit is the same in every process. A page form's post is replayed to its JSON
 * endpoint (page-form.routes.ts), so both are counted on the endpoint's key.
 */
export function counterRateLimitStore(counters: CounterStore): FastifyRateLimitStoreCtor {
  class CounterRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly scope = 'rate:global',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counters.hit(`${this.scope}:${key}`, timeWindow).then(
        // At least a second: Retry-After must never say 0 to a refused client, whatever the clocks.
        (window) => callback(null, { current: window.count, ttl: Math.max(1000, window.resetAt - Date.now()) }),
        (error: Error) => callback(error),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const route = (options as ChildOptions).routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new CounterRateLimitStore(undefined, `rate:${method}:${route.url ?? ''}`);
    }
  }
  return CounterRateLimitStore;
}
