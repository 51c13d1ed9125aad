/**
 * The office hours the admin typed in Settings ("Mon–Sat 9 AM – 6 PM", "Monday to Saturday,
 * 9:30am-7pm") as schema.org `OpeningHoursSpecification`s, for the home page's LocalBusiness
 * block. Only a days range (or one day) followed by a time range is read; anything else
 * ("9 to 6, Sunday closed", two ranges) gives undefined and the block leaves hours out rather
 * than publish hours the institute did not state.
 */
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

function day(word: string): number | undefined {
  const w = word.toLowerCase();
  if (w.length < 3) return undefined;
  const i = DAYS.findIndex(
    (d) => d.toLowerCase().startsWith(w.slice(0, 3)) && d.toLowerCase().startsWith(w.replace(/\.$/, '')),
  );
  return i === -1 ? undefined : i;
}

function time(hours: string, minutes: string | undefined, meridiem: string | undefined): string | undefined {
  let h = Number(hours);
  const m = minutes === undefined ? 0 : Number(minutes);
  if (m > 59 || h > 23) return undefined;
  const ampm = meridiem?.toLowerCase().replace(/\./g, '');
  if (ampm) {
    if (h < 1 || h > 12) return undefined;
    if (ampm === 'pm' && h !== 12) h += 12;
    if (ampm === 'am' && h === 12) h = 0;
  }
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const DAY = '([A-Za-z]{3,9}\\.?)';
const TIME = '(\\d{1,2})(?:[:.](\\d{2}))?\\s*([ap]\\.?m\\.?)?';
const DASH = '\\s*(?:-|–|—|to)\\s*';
const HOURS = new RegExp(`^\\s*${DAY}(?:${DASH}${DAY})?\\s*[,:]?\\s*${TIME}${DASH}${TIME}\\s*$`, 'i');

export function openingHoursSpecification(text: string): Array<Record<string, unknown>> | undefined {
  const m = HOURS.exec(text);
  if (!m) return undefined;
  const first = day(m[1]!);
  const last = m[2] === undefined ? first : day(m[2]);
  // A 12-hour time without am/pm is read only when the other end says which (9 – 6 pm is 9 am).
  const closesMeridiem = m[8];
  const opensMeridiem = m[5] ?? (closesMeridiem && Number(m[3]) > Number(m[6]) ? 'am' : closesMeridiem);
  const opens = time(m[3]!, m[4], opensMeridiem);
  const closes = time(m[6]!, m[7], closesMeridiem);
  if (first === undefined || last === undefined || last < first || !opens || !closes || opens >= closes)
    return undefined;
  return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS.slice(first, last + 1), opens, closes }];
}
