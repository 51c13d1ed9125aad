/** Dates as an Indian administrator reads them: 5 Mar 2026, 14:05. */
const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
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

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** India time whatever the computer's clock says: "22 Nov 2026, 9:28 pm" (the activity log, sessions). */
const ist = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });

export function formatIst(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : ist.format(d);
}
