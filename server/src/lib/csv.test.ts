import { csvIstDateTime } from './csv';

/** What the CSV showed before the heavy-reads bench (decision 014): Intl's India time, the reference for the fast path. */
const intl = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const reference = (iso: string) => {
  const part = Object.fromEntries(intl.formatToParts(Date.parse(iso)).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
};

describe('csvIstDateTime', () => {
  it('shows India time in the layout spreadsheets parse', () => {
    expect(csvIstDateTime('2026-11-22T15:58:30.123Z')).toBe('2026-11-22 21:28');
    // 18:30 UTC is midnight in India: the next day.
    expect(csvIstDateTime('2026-12-31T18:30:00.000Z')).toBe('2027-01-01 00:00');
    expect(csvIstDateTime('2026-12-31T18:29:59.999Z')).toBe('2026-12-31 23:59');
  });

  it('agrees with Intl for every instant tried, from 1900 to 2200 (the fixed offset applies from October 1945)', () => {
    const wrong: string[] = [];
    // A step that is not a whole number of minutes or days, so times of day and dates vary.
    for (let t = Date.UTC(1900, 0, 1); t < Date.UTC(2200, 0, 1); t += 3 * 86_400_000 + 4_321_987) {
      const iso = new Date(t).toISOString();
      if (csvIstDateTime(iso) !== reference(iso)) wrong.push(iso);
    }
    expect(wrong).toEqual([]);
  });

  it('leaves empty and unparsable values as they are', () => {
    expect(csvIstDateTime(null)).toBe('');
    expect(csvIstDateTime('')).toBe('');
    expect(csvIstDateTime('not a date')).toBe('not a date');
  });
});
