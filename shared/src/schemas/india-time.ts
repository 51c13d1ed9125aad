/**
 * India time, as the office reads it everywhere (the panel's lists and logs, the edit-conflict
 * message, the office's e-mail), whatever the computer's or the server's clock zone:
 * "22 Nov 2026, 9:28 pm". One formatter, so the three read alike.
 */
const ist = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** An ISO time in India time; `null` when the text is not a time (each caller says what it shows then). */
export function indiaTime(iso: string): string | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : ist.format(time);
}
