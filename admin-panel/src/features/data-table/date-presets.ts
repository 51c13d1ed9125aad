import { adminText, type Translate } from '../../i18n/admin-text';
import { addDays, istDate } from '../../ui/format';
import { listText, type ListTextId } from './list-text';

export type DatePreset = 'today' | 'yesterday' | 'last7' | 'month';

/** Each preset and its words' id (./list-text.ts). */
export const DATE_PRESETS: { value: DatePreset; label: ListTextId }[] = [
  { value: 'today', label: 'date.today' },
  { value: 'yesterday', label: 'date.yesterday' },
  { value: 'last7', label: 'date.last7' },
  { value: 'month', label: 'date.month' },
];

/** The inclusive IST days a preset stands for, counted from `now` (India time, whatever the computer's zone). */
export function presetRange(preset: DatePreset, now: Date = new Date()): { from: string; to: string } {
  const today = istDate(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** Which preset a range from the URL is (a link shared yesterday as "Today" reads as a custom range today). */
export function presetOf(
  from: string | undefined,
  to: string | undefined,
  now: Date = new Date(),
): DatePreset | 'custom' | '' {
  if (!from && !to) return '';
  const match = DATE_PRESETS.find((p) => {
    const range = presetRange(p.value, now);
    return range.from === from && range.to === to;
  });
  return match ? match.value : 'custom';
}

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const showDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

const inEnglish: Translate<typeof listText> = (id, values) => adminText('en', listText, id, values);

/**
 * The words of a date chip: "Today", "Last 7 days", "1 Nov 2026 – 5 Nov 2026", "From 1 Nov 2026";
 * `say` gives them in the panel's language (the days stay written as before: decision 026 §8).
 */
export function describeRange(
  from: string | undefined,
  to: string | undefined,
  now: Date = new Date(),
  say: Translate<typeof listText> = inEnglish,
): string {
  const preset = presetOf(from, to, now);
  if (preset && preset !== 'custom') return say(DATE_PRESETS.find((p) => p.value === preset)!.label);
  if (from && to) return from === to ? showDay(from) : `${showDay(from)} – ${showDay(to)}`;
  if (from) return say('date.fromDay', { day: showDay(from) });
  return say('date.untilDay', { day: showDay(to!) });
}
