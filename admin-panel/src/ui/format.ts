import { indiaTime } from '@dds/shared/schemas/india-time';
/** Dates as an Indian administrator reads them: 5 Mar 2026, 14:05. */
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

/** A plain YYYY-MM-DD date (date of birth) must not shift with the time zone. */
export function formatDate(isoDate: string): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00`);
  return Number.isNaN(d.getTime()) ? isoDate : dateOnly.format(d);
}

/** India time whatever the computer's clock says: "22 Nov 2026, 9:28 pm" (the activity log, sessions). */
export function formatIst(iso: string | null | undefined): string {
  if (!iso) return '—';
  return indiaTime(iso) ?? iso;
}

/** The IST calendar day of an instant, as YYYY-MM-DD (en-CA writes dates that way). */
const istDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export const istDate = (at: Date): string => istDay.format(at);

const istClock = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});
const istCalendar = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** YYYY-MM-DD plus `days` (negative goes back); plain calendar arithmetic, no time zone involved. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * When something arrived, the way the office says it, in India time: "Today 09:28 pm",
 * "Yesterday 10:05 am", otherwise "12 Nov 2026, 04:10 pm". `now` is a parameter for tests.
 */
export function formatWhen(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '—';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const day = istDate(at);
  const today = istDate(now);
  const clock = istClock.format(at);
  if (day === today) return `Today ${clock}`;
  if (day === addDays(today, -1)) return `Yesterday ${clock}`;
  return `${istCalendar.format(at)}, ${clock}`;
}
