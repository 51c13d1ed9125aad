import { createKeyAllowance } from './key-allowance';

describe('key allowance', () => {
  it('allows `limit` per key per window, each key on its own', () => {
    let now = 0;
    const allowance = createKeyAllowance(2, 60_000, () => now);
    expect([allowance.take('a'), allowance.take('a'), allowance.take('a'), allowance.take('b')]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    now = 59_999;
    expect(allowance.take('a')).toBe(false);
    now = 60_000;
    expect(allowance.take('a')).toBe(true);
  });

  it('stays bounded under many keys, forgetting the oldest first', () => {
    let now = 0;
    const allowance = createKeyAllowance(1, 60_000, () => now);
    allowance.take('first');
    now = 1;
    allowance.take('recent');
    for (let i = 0; i < 10_000; i++) allowance.take(`10.0.${i >> 8}.${i & 255}`);
    expect(allowance.take('first')).toBe(true); // forgotten: a fresh window
  });
});
