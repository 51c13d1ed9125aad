import { formatWhen } from './format';

// 22 Nov 2026, 9:28 pm in India is 15:58 UTC; "now" is later that evening in India.
const now = new Date('2026-11-22T17:00:00.000Z');

describe('formatWhen', () => {
  it('says "Today" with the India time for something received today in India', () => {
    expect(formatWhen('2026-11-22T15:58:00.000Z', now)).toBe('Today 09:28 pm');
  });

  it('says "Yesterday" for the India day before, even when the UTC date is the same as today', () => {
    // 04:35 UTC on 21 Nov is 10:05 am on 21 Nov in India; 18:35 UTC on 21 Nov is already 22 Nov in India.
    expect(formatWhen('2026-11-21T04:35:00.000Z', now)).toBe('Yesterday 10:05 am');
    expect(formatWhen('2026-11-21T18:35:00.000Z', now)).toBe('Today 12:05 am');
  });

  it('gives the date and time for anything older', () => {
    expect(formatWhen('2026-11-12T10:40:00.000Z', now)).toBe('12 Nov 2026, 04:10 pm');
  });

  it('shows a dash when there is no time', () => {
    expect(formatWhen(null, now)).toBe('—');
  });
});
