import { MemoryCounterStore } from './counter-store';
import { FailureThrottle, release, reserveAll } from './failure-throttle';

describe('FailureThrottle (reserve before the work)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('grants exactly max of many attempts reserved at once, and refuses the rest with the time left', async () => {
    const store = new MemoryCounterStore();
    const throttle = new FailureThrottle(store, 'login:ip', 10, 60_000);
    const results = await Promise.all(Array.from({ length: 30 }, () => throttle.reserve('203.0.113.1')));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    for (const r of results.filter((x) => !x.ok)) expect(r.ok || r.retryAfterMs).toBeGreaterThan(55_000);
    // Another key is not affected.
    expect((await throttle.reserve('203.0.113.2')).ok).toBe(true);
  });

  it('lets a given-back attempt be used again, but never more than max at once', async () => {
    const store = new MemoryCounterStore();
    const throttle = new FailureThrottle(store, 'k', 2, 60_000);
    const a = await throttle.reserve('x');
    await throttle.reserve('x');
    expect((await throttle.reserve('x')).ok).toBe(false);
    if (!a.ok) throw new Error('expected a reservation');
    await release(store, a.reservations);
    expect((await throttle.reserve('x')).ok).toBe(true);
    expect((await throttle.reserve('x')).ok).toBe(false);
  });

  it('opens a new window when the old one ends, and an old reservation given back then changes nothing', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const store = new MemoryCounterStore();
    const throttle = new FailureThrottle(store, 'k', 1, 60_000);
    const old = await throttle.reserve('x');
    expect((await throttle.reserve('x')).ok).toBe(false);
    now += 60_000;
    const fresh = await throttle.reserve('x');
    expect(fresh.ok).toBe(true);
    if (!old.ok) throw new Error('expected a reservation');
    await release(store, old.reservations); // from the ended window: must not free the new one
    expect((await throttle.reserve('x')).ok).toBe(false);
  });

  it('reserveAll gives back the earlier reservations when a later throttle refuses', async () => {
    const store = new MemoryCounterStore();
    const perIp = new FailureThrottle(store, 'ip', 5, 60_000);
    const perAccount = new FailureThrottle(store, 'account', 1, 60_000);
    expect(
      (
        await reserveAll(store, [
          [perIp, '1.2.3.4'],
          [perAccount, 'a@b.c'],
        ])
      ).ok,
    ).toBe(true);
    for (let i = 0; i < 6; i += 1)
      expect(
        (
          await reserveAll(store, [
            [perIp, '1.2.3.4'],
            [perAccount, 'a@b.c'],
          ])
        ).ok,
      ).toBe(false);
    // The refused attempts did not use up the address's allowance (1 of 5 used).
    for (let i = 0; i < 4; i += 1) expect((await perIp.reserve('1.2.3.4')).ok).toBe(true);
  });

  it('drops ended windows once many keys are held', async () => {
    let now = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const store = new MemoryCounterStore(100);
    for (let i = 0; i < 100; i += 1) await store.hit(`k${i}`, 1000);
    now = 5000;
    await store.hit('new', 1000);
    expect(store.size).toBe(1);
  });
});
