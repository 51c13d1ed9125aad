/** India has one time zone and no daylight saving: IST is always UTC+05:30. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** The first instant of an IST calendar day (YYYY-MM-DD) as stored ISO text. */
export function istDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS).toISOString();
}

/** The first instant after an IST calendar day: `to` is inclusive, so rows are `< istDayEnd(to)`. */
export function istDayEnd(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS + DAY_MS).toISOString();
}

/** Today's date in India (the office's "today"), YYYY-MM-DD. */
export function istToday(now = Date.now()): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
}
