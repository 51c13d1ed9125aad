import { describeRange, presetOf, presetRange } from './date-presets';

// 23 Nov 2026, 00:30 in India while it is still 22 Nov in UTC: the presets count India's days.
const now = new Date('2026-11-22T19:00:00.000Z');

describe('date presets', () => {
  it('counts Today, Yesterday, Last 7 days and This month in India days', () => {
    expect(presetRange('today', now)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(presetRange('yesterday', now)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(presetRange('last7', now)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(presetRange('month', now)).toEqual({ from: '2026-11-01', to: '2026-11-23' });
  });

  it('recognises a preset in the URL and calls anything else a custom range', () => {
    expect(presetOf('2026-11-23', '2026-11-23', now)).toBe('today');
    expect(presetOf('2026-11-01', '2026-11-05', now)).toBe('custom');
    expect(presetOf(undefined, undefined, now)).toBe('');
  });

  it('describes a range for its chip', () => {
    expect(describeRange('2026-11-17', '2026-11-23', now)).toBe('Last 7 days');
    expect(describeRange('2026-11-01', '2026-11-05', now)).toBe('1 Nov 2026 – 5 Nov 2026');
    expect(describeRange('2026-11-01', undefined, now)).toBe('From 1 Nov 2026');
  });
});
