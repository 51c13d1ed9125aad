import { ageInWords, everyInWords } from './backup-age';

const now = new Date('2026-11-27T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

it.each([
  [ago(20_000), 'just now'],
  [ago(60_000), '1 minute ago'],
  [ago(45 * 60_000), '45 minutes ago'],
  [ago(3 * 3600_000), '3 hours ago'],
  [ago(47 * 3600_000), '47 hours ago'],
  [ago(3 * 86_400_000), '3 days ago'],
])('a backup taken at %s is "%s"', (iso, words) => {
  expect(ageInWords(iso, now)).toBe(words);
});

it.each([
  [24, 'every day'],
  [48, 'every 2 days'],
  [6, 'every 6 hours'],
  [1, 'every hour'],
])('BACKUP_EVERY_HOURS=%i reads "%s"', (hours, words) => {
  expect(everyInWords(hours)).toBe(words);
});
