/**
 * Times as the office reads them, always in India time whatever the computer's clock says:
 * "Today 09:28 pm", "Yesterday 06:10 pm", older ones "5 Mar 2026, 09:28 pm".
 */
const IST = 'Asia/Kolkata';
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: IST, year: 'numeric', month: '2-digit', day: '2-digit' });
const clock = new Intl.DateTimeFormat('en-IN', { timeZone: IST, hour: '2-digit', minute: '2-digit', hour12: true });
const day = new Intl.DateTimeFormat('en-IN', { timeZone: IST, day: 'numeric', month: 'short', year: 'numeric' });

const DAY_MS = 24 * 60 * 60 * 1000;

/** "09:28 pm" (Intl may write "PM" or "pm" with a narrow space depending on the ICU version). */
const time = (d: Date) => clock.format(d).replace(/\s+/g, ' ').replace(/\b(AM|PM)\b/i, (m) => m.toLowerCase());

export function formatIstWhen(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const key = dayKey.format(d);
  if (key === dayKey.format(now)) return `Today ${time(d)}`;
  if (key === dayKey.format(new Date(now.getTime() - DAY_MS))) return `Yesterday ${time(d)}`;
  return `${day.format(d)}, ${time(d)}`;
}

/** Today's date in India as YYYY-MM-DD (the lists' from=/to= filter). */
export const istToday = (now: Date = new Date()) => dayKey.format(now);
