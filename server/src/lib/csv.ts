import { Readable } from 'node:stream';

/**
 * A value the server itself knows is an identifier (a phone number, a UPI reference, a roll number),
 * never free text. Excel would otherwise read `9876543210` or a 20-digit reference as a number (and
 * show it as 9.88E+09, dropping digits), and `+91 98765 43210` as a formula.
 */
export class CsvIdentifier {
  constructor(readonly text: string) {}
}

/** Marks a phone / reference / roll cell; null and '' stay empty cells. */
export const csvIdentifier = (value: string | null | undefined) => (value ? new CsvIdentifier(value) : null);

/**
 * Only the characters identifiers are made of: inside `="…"` they are a string literal, so nothing in
 * them can run. Anything else is treated as free text (the guard below), never wrapped.
 */
const IDENTIFIER_CHARS = /^[\p{L}\p{N} +()./#_:-]{1,200}$/u;

/**
 * Free text a visitor or admin typed. A spreadsheet runs a cell starting with =, +, -, @, tab or CR
 * as a formula (OWASP "CSV injection"); those get a leading apostrophe. `+`/`-` followed by a digit
 * stays guarded too: `-2+3+cmd|' /C calc'!A0` is the classic DDE payload. Phones are not free text:
 * they go through csvIdentifier and arrive without an apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const ist = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** India has kept UTC+05:30, without summer time, since 15 October 1945. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const IST_FIXED_SINCE = Date.UTC(1945, 9, 15);
/** toISOString writes years from 10000 on as +010000-…: those go through Intl too. */
const FOUR_DIGIT_YEARS_END = Date.UTC(9999, 11, 31);

/**
 * An ISO instant as `2026-11-22 21:28` in India time: the time the screen shows, in the one layout
 * Excel (and LibreOffice, Google Sheets) parses as a date-time whatever the clerk's locale.
 * Shifted by the fixed offset rather than through Intl: an export formats a few of these per row
 * on the event loop, and Intl's formatToParts (~7 µs a call) was the largest part of a 100k-row
 * export's time there (decision 014, `pnpm bench` heavy-reads profile). Intl only for older dates.
 */
export function csvIstDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  if (time >= IST_FIXED_SINCE && time < FOUR_DIGIT_YEARS_END)
    return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
  const part = Object.fromEntries(ist.formatToParts(time).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** One CSV cell: identifiers as Excel text formulas, free text guarded, quotes doubled and quoted when needed. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof CsvIdentifier && IDENTIFIER_CHARS.test(value.text)) {
    return quoted(`="${value.text}"`); // Excel's "formula as text": shown as +91 98765 43210, no apostrophe
  }
  let text = value instanceof CsvIdentifier ? value.text : typeof value === 'string' ? value : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return quoted(text);
}

export const csvLine = (cells: unknown[]) => cells.map(csvCell).join(',') + '\r\n';

/** Starts every CSV file: Excel then reads UTF-8 (Devanagari) names correctly. */
export const CSV_BOM = '\ufeff';

/** Streams header + rows, pulling rows page by page so memory stays flat for any table size. */
export function csvStream<T>(
  header: string[],
  toCells: (row: T) => unknown[],
  pages: () => AsyncIterable<T[]>,
): Readable {
  async function* lines() {
    yield CSV_BOM + csvLine(header);
    for await (const page of pages()) {
      let chunk = '';
      for (const row of page) chunk += csvLine(toCells(row));
      if (chunk) yield chunk;
    }
  }
  return Readable.from(lines());
}
