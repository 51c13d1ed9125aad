import { createLogThrottle } from './log-throttle';

describe('log throttle', () => {
  it('says yes once per key per window', () => {
    let now = 0;
    const throttle = createLogThrottle(60_000, () => now);
    expect([throttle.shouldLog('a'), throttle.shouldLog('a'), throttle.shouldLog('b')]).toEqual([true, false, true]);
    now = 59_999;
    expect(throttle.shouldLog('a')).toBe(false);
    now = 60_000;
    expect(throttle.shouldLog('a')).toBe(true);
  });

  it('stays bounded under many keys', () => {
    const throttle = createLogThrottle(60_000, () => 0);
    for (let i = 0; i < 25_000; i++) throttle.shouldLog(`10.0.${i >> 8}.${i & 255}`);
    // Memory is bounded by clearing; the cost is at most one extra line for a key seen again.
    expect(throttle.shouldLog('10.0.0.0')).toBe(true);
  });
});
