import { Redis } from 'ioredis';
import { FailureThrottle } from '../security/failure-throttle';
import { describeWithRedis, startRedisServer, type RedisServer } from '../../test/support/redis-server';
import { REDIS_CLIENT_OPTIONS } from './redis-connection';
import { RedisCounterStore } from './redis-counter-store';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeWithRedis('RedisCounterStore (one window per key, shared by every process on the Redis)', () => {
  let server: RedisServer;
  let clients: Redis[];
  /** Two stores on two connections: what two server processes would hold. */
  let a: RedisCounterStore;
  let b: RedisCounterStore;

  beforeAll(async () => {
    server = await startRedisServer();
    clients = [new Redis(server.url, REDIS_CLIENT_OPTIONS), new Redis(server.url, REDIS_CLIENT_OPTIONS)];
    await Promise.all(clients.map((c) => c.connect()));
    a = new RedisCounterStore(clients[0]!);
    b = new RedisCounterStore(clients[1]!);
  });
  afterAll(async () => {
    clients?.forEach((c) => c.disconnect());
    await server?.stop();
  });

  it('gives every one of many parallel hits from two connections its own count, in one window', async () => {
    const windows = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).hit('k:parallel', 60_000)));
    expect(windows.map((w) => w.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(new Set(windows.map((w) => w.resetAt)).size).toBe(1);
    expect(windows[0]!.resetAt).toBeGreaterThan(Date.now() + 50_000);
  });

  it('keeps its keys under the dds: prefix, expiring with the window', async () => {
    await a.hit('k:prefixed', 60_000);
    const ttl = await clients[0]!.pttl('dds:k:prefixed');
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('takes back a hit of the open window, from any process', async () => {
    const first = await a.hit('k:undo', 60_000);
    await a.hit('k:undo', 60_000);
    await b.undo('k:undo', first.resetAt);
    expect((await b.hit('k:undo', 60_000)).count).toBe(2);
  });

  it('does not take back from a newer window a hit made in one that has ended', async () => {
    const old = await a.hit('k:old', 200);
    await sleep(300);
    const fresh = await a.hit('k:old', 60_000);
    expect(fresh.count).toBe(1);
    await b.undo('k:old', old.resetAt);
    expect((await a.hit('k:old', 60_000)).count).toBe(2);
  });

  it('reset closes the window for every process', async () => {
    await a.hit('k:reset', 60_000);
    await a.hit('k:reset', 60_000);
    await b.reset('k:reset');
    expect((await a.hit('k:reset', 60_000)).count).toBe(1);
  });

  it('lets the login throttle grant exactly max of parallel attempts split over two processes', async () => {
    const throttles = [new FailureThrottle(a, 'login:ip', 10, 60_000), new FailureThrottle(b, 'login:ip', 10, 60_000)];
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => throttles[i % 2]!.reserve('203.0.113.7')));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    // Refused attempts were given back, so the window holds exactly the 10 granted.
    const held = await clients[0]!.hget('dds:login:ip:203.0.113.7', 'c');
    expect(Number(held)).toBe(10);
  });
});
